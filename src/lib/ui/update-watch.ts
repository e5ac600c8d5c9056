// Watches for a new version of the site for the owner in update.svelte.ts (docs/decisions.md,
// "Updates"): a worker of a new build that has installed and waits, or one that took over
// because another tab chose Reload. Reload asks the waiting worker to take over and reloads the
// page once it has.
import type { UpdateWaiting } from './update.svelte';

/** Starts watching; returns the function that stops it. Nothing happens where there are no service workers. */
export function watchUpdates(owner: UpdateWaiting): () => void {
  if (!('serviceWorker' in navigator)) return () => {};
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | null = null;
  let reloading = false;
  // The very first worker takes over a page that had none: that is no new version.
  let controlled = container.controller !== null;
  const notice = (worker: ServiceWorker | null) => {
    if (worker?.state === 'installed' && container.controller) owner.ready = true;
  };
  const onController = () => {
    if (reloading) location.reload();
    else if (controlled) owner.ready = true;
    controlled = true;
  };
  // A tab brought back to the front asks the host for a newer worker (navigations do it anyway).
  const onVisible = () => {
    if (document.visibilityState === 'visible') registration?.update().catch(() => {});
  };
  container.addEventListener('controllerchange', onController);
  document.addEventListener('visibilitychange', onVisible);
  owner.reload = () => {
    const waiting = registration?.waiting ?? null;
    if (waiting === null) return location.reload();
    reloading = true;
    waiting.postMessage({ type: 'skip-waiting' });
  };
  let stopped = false;
  void container.ready.then((ready) => {
    if (stopped) return;
    registration = ready;
    notice(ready.waiting);
    ready.addEventListener('updatefound', () => {
      const worker = ready.installing;
      worker?.addEventListener('statechange', () => notice(worker));
    });
  });
  return () => {
    stopped = true;
    container.removeEventListener('controllerchange', onController);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
