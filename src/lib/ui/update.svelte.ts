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
