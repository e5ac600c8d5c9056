// The one owner of "a new version is waiting" (docs/decisions.md, "Updates"). The service worker
// of a new build installs beside the running one and waits; the watcher (update-watch.ts, loaded
// at the player's first sign by ui/later.ts) sets `ready` when it learns of it, and a game shows
// the offer at its calm moments (between games or hands). The saved game and match are in
// storage, which an update never touches.

export class UpdateWaiting {
  /** A new version is ready: a worker of a newer build waits, or has taken over from another tab. */
  ready = $state(false);
  /** The player chose Reload: the watcher makes it bring the new version; until it is in, a plain reload. */
  reload: () => void = () => location.reload();
}

/** The page's one owner: the layout starts its watcher, the games' calm moments show it. */
export const updateWaiting = new UpdateWaiting();

// A newer worker may take over a page of the old build before the watcher loads (another tab's
// Reload; Chromium also activates a waiting worker on some navigations): heard from the start.
// A page that had no worker yet is only being claimed by the first one: no new version.
if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) {
  navigator.serviceWorker.addEventListener('controllerchange', () => (updateWaiting.ready = true), { once: true });
}
