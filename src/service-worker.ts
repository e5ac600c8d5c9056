// Works the site offline after the first visit: the install step stores this build's files,
// the static files and every prerendered page in a cache named after the build's version, and
// requests for them are answered from that cache. A new build gets a new cache; the old one is
// deleted when the new worker takes over, which is only once no page of the old build is open,
// so a page never mixes files from two builds.

/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/// <reference types="@sveltejs/kit" />
import { build, files, prerendered, version } from '$service-worker';

const sw = globalThis.self as unknown as ServiceWorkerGlobalScope;

const CACHE = `kitc-${version}`;

/** Every file the site needs, by pathname. Pages are stored once, under their path without a query. */
const OFFLINE = new Set([...build, ...files, ...prerendered]);

sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...OFFLINE])));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      // The page that installed the worker is served by it from now on, not only after a reload.
      await sw.clients.claim();
    })()
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  // `/?deal=7` is the page at `/`: the deal in the query is read by the page itself.
  if (url.origin !== sw.location.origin || !OFFLINE.has(url.pathname)) return;
  event.respondWith(fromCache(request, url.pathname));
});

/** The stored copy; the network only if the cache lost it (browsers may clear caches). */
async function fromCache(request: Request, pathname: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(pathname);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await cache.put(pathname, response.clone());
  return response;
}
