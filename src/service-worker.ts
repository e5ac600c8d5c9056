// Works the site offline after the first visit, and brings each new build safely (docs/decisions.md,
// "Updates"). The install step stores this build's files, the static files and every prerendered
// page in a cache named after the build's version, fetched past the browser's HTTP cache, and
// refuses to install when a stored page names a file of another build: a host that sends
// `Cache-Control: max-age=600` could otherwise hand the new worker the old pages. A new worker
// waits until a page asks it to take over (the player chose "Reload"); the previous build's cache
// is kept meanwhile, so a tab still showing the old build finds every file it loads later.

/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/// <reference types="@sveltejs/kit" />
import { base, build, files, prerendered, version } from '$service-worker';

const sw = globalThis.self as unknown as ServiceWorkerGlobalScope;

const CACHE = `kitc-${version}`;
/** When this cache was filled: activation keeps the newest previous cache and deletes the rest. */
const STAMP = `${base}/_app/kitc-installed`;
/** The host's page for an address with no page (adapter-static's fallback), kept when the host has one. */
const NOT_FOUND = `${base}/404.html`;

/** Every file the site needs, by pathname. Pages are stored once, under their path without a query. */
const OFFLINE = new Set([...build, ...files, ...prerendered]);
const BUILD = new Set(build);

/** The `_app/immutable/...` files a page names: each must be one of this build's. */
function namesOnlyThisBuild(html: string): boolean {
  for (const [name] of html.matchAll(/_app\/immutable\/[\w.@~-]+(?:\/[\w.@~-]+)*/g)) if (!BUILD.has(`${base}/${name}`)) return false;
  return true;
}

/** Fetched past the HTTP cache; a failure or a page of another build throws, and the install fails. */
async function fetchFresh(path: string): Promise<Response> {
  const response = await fetch(new Request(path, { cache: 'reload' }));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  if ((response.headers.get('content-type') ?? '').includes('text/html') && !namesOnlyThisBuild(await response.clone().text())) {
    throw new Error(`${path} belongs to another build than ${version}`);
  }
  return response;
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Everything fetched before anything is stored, so a failed install leaves no half cache in use.
      const responses = await Promise.all([...OFFLINE].map(async (path) => [path, await fetchFresh(path)] as const));
      for (const [path, response] of responses) await cache.put(path, response);
      // The site's not-found page, for an unknown address offline; a host without one (vite preview) is fine.
      const notFound = await fetchFresh(NOT_FOUND).catch(() => null);
      if (notFound !== null) await cache.put(NOT_FOUND, notFound);
      await cache.put(STAMP, new Response(String(Date.now())));
    })()
  );
});

sw.addEventListener('message', (event) => {
  // A page of the old build asks, because the player chose "Reload": the waiting worker takes over.
  if (isSkipWaiting(event.data)) void sw.skipWaiting();
});

const isSkipWaiting = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'skip-waiting';

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Keep the newest previous build's cache: a tab still on it may load a file it has not yet
      // used (a menu, a verdict). Older ones go.
      const others: { key: string; stamp: number }[] = [];
      for (const key of await caches.keys()) {
        if (key === CACHE) continue;
        const stamp = await (await caches.open(key)).match(STAMP);
        others.push({ key, stamp: stamp ? Number(await stamp.text()) || 0 : 0 });
      }
      others.sort((a, b) => b.stamp - a.stamp);
      for (const { key } of others.slice(1)) await caches.delete(key);
      // The page that installed the first worker is served by it from now on, not only after a reload.
      await sw.clients.claim();
    })()
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  // `/?deal=7` is the page at `/`: the deal in the query is read by the page itself.
  if (OFFLINE.has(url.pathname)) event.respondWith(fromCache(request, url.pathname));
  else if (url.pathname.startsWith(`${base}/_app/immutable/`)) event.respondWith(fromAnyCache(request));
  else if (request.mode === 'navigate') event.respondWith(notFoundOffline(request));
});

/** The stored copy; the network only if the cache lost it (browsers may clear caches). */
async function fromCache(request: Request, pathname: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(pathname);
  if (stored) return stored;
  const response = await fetch(request);
  // A page fetched now may be a newer build's: only files named by their content are stored.
  if (response.ok && BUILD.has(pathname)) await cache.put(pathname, response.clone());
  return response;
}

/** A file of the previous build, asked by a tab still showing it. */
async function fromAnyCache(request: Request): Promise<Response> {
  return (await caches.match(request, { ignoreSearch: true })) ?? fetch(request);
}

/** An address with no page: the network's answer, or offline the site's own not-found page. */
async function notFoundOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const page = await (await caches.open(CACHE)).match(NOT_FOUND);
    if (page === undefined) throw error;
    return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
  }
}
