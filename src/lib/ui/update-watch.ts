// Watches for a new version of the site for the owner in update.svelte.ts (docs/decisions.md,
// "Updates"): a worker of a new build that has installed and waits, or one that took over
// because another tab chose Reload, or one of another build already in charge (asked by message).
// Reload asks the waiting worker to take over and reloads the
// page once it has.
import { version } from '$app/environment';
import type { UpdateWaiting } from './update.svelte';

/** The build a worker serves, asked by message; null when it does not answer within a second (an older worker). */
export function askVersion(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 1000);
    channel.port1.onmessage = (event: MessageEvent) => {
      clearTimeout(timer);
      const answer = (event.data as { version?: unknown } | null)?.version;
      resolve(typeof answer === 'string' ? answer : null);
    };
    worker.postMessage({ type: 'version' }, [channel.port2]);
  });
}

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
  const differentBuild = async (worker: ServiceWorker | null) => {
    if (worker === null) return false;
    const served = await askVersion(worker);
    return served !== null && served !== version;
  };
  void container.ready.then((ready) => {
    if (stopped) return;
    registration = ready;
    notice(ready.waiting);
    // One installing now (the browser found it before this watcher loaded) is heard when it has installed.
    const installing = ready.installing;
    installing?.addEventListener('statechange', () => notice(installing));
    // A worker of another build may already be in charge: a navigation of the tab's only page can
    // let the browser activate the waiting worker before this page could see it wait.
    void differentBuild(container.controller ?? ready.active).then((other) => {
      if (other && !stopped) owner.ready = true;
    });
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
