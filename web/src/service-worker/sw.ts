/**
 * The service worker (web/build.ts compiles it to /sw.js). A returning
 * visitor's code comes from here, not the network:
 * - the app shell and the entry's code are cached at install, and each page
 *   sends the code it loaded (lib/service-worker.ts), so the second load of
 *   any page needs no network for code;
 * - hashed files under /assets/ never change, so they are served cache-first;
 * - pages are fetched from the network first (a deploy shows at once) and
 *   fall back to the cached copy, or the shell, when offline.
 * Nothing else is touched: API calls, runtime-config.json and every other
 * origin (members' photos, stories and voice notes) go straight to the network
 * and are never stored.
 */
/// <reference lib="webworker" />
export {};

declare const self: ServiceWorkerGlobalScope;
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

const CODE_CACHE = `kindred-code-${__SW_VERSION__}`;
const PAGES_CACHE = 'kindred-pages';
const SHELL = __SW_PRECACHE__[0];

const isCode = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CODE_CACHE);
      await cache.addAll(__SW_PRECACHE__);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('kindred-code-') && name !== CODE_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** A page tells what code it loaded before this worker controlled it. */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'cache-code' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (url): url is string => typeof url === 'string' && isCode(new URL(url, self.location.origin)),
  );
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CODE_CACHE);
      const missing: string[] = [];
      for (const url of urls) if (!(await cache.match(url))) missing.push(url);
      await cache.addAll(missing).catch(() => undefined);
    })(),
  );
});

async function codeFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CODE_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function pageNetworkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 200) await cache.put(new URL(request.url).pathname, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(new URL(request.url).pathname)) ?? (await caches.match(SHELL));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isCode(url)) event.respondWith(codeFirst(request));
  else if (request.mode === 'navigate') event.respondWith(pageNetworkFirst(request));
});
