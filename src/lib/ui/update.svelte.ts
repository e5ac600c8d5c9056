// The one owner of "a new version is waiting" (docs/decisions.md, "Updates"). The service worker
// of a new build installs beside the running one and waits; this owner learns of it, and a page
// shows the offer at its calm moments (between games or hands, UpdateOffer.svelte). Reload asks
// the waiting worker to take over and reloads once it has; a tab whose worker was replaced by
// another tab's Reload just reloads. The saved game and match are in storage, which an update
// never touches.

/** Whether the browser has a service worker we can talk to (not in unit tests, nor on http:// hosts). */
const workers = (): ServiceWorkerContainer | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;

export class UpdateWaiting {
  /** A new version is ready: a worker of a newer build waits, or has taken over from another tab. */
  ready = $state(false);
  #registration: ServiceWorkerRegistration | null = null;
  #reloading = false;

  /** Starts listening (once per page); returns the function that stops it. */
  watch(): () => void {
    const container = workers();
    if (container === null) return () => {};
    // The very first worker takes over a page that had none: that is no new version.
    let controlled = container.controller !== null;
    const onController = () => {
      if (this.#reloading) location.reload();
      else if (controlled) this.ready = true;
      controlled = true;
    };
    container.addEventListener('controllerchange', onController);
    // A tab brought back to the front asks the host for a newer worker (navigations do it anyway).
    const onVisible = () => {
      if (document.visibilityState === 'visible') void this.#registration?.update().catch(() => {});
    };
    document.addEventListener('visibilitychange', onVisible);
    let stopped = false;
    void container.ready.then((registration) => {
      if (stopped) return;
      this.#registration = registration;
      this.#notice(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => this.#notice(worker));
      });
    });
    return () => {
      stopped = true;
      container.removeEventListener('controllerchange', onController);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }

  /** The player chose Reload: the waiting worker takes over, then the page reloads on the new build. */
  reload(): void {
    const waiting = this.#registration?.waiting ?? null;
    if (waiting === null) return location.reload();
    this.#reloading = true;
    waiting.postMessage({ type: 'skip-waiting' });
  }

  #notice(worker: ServiceWorker | null): void {
    if (worker !== null && worker.state === 'installed' && workers()?.controller) this.ready = true;
  }
}

/** The page's one owner: the layout starts it, the games' calm moments show it. */
export const updateWaiting = new UpdateWaiting();
