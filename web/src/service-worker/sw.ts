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
 *
 * It also shows Web Push notifications (decision 0069): the payload is the
 * bell's notification (title, body, where it leads); a click focuses a tab
 * already on that page, else takes an open tab there, else opens one. In
 * development (served by the dev server, nothing to precache) it only does that.
 */
/// <reference lib="webworker" />
export {};

declare const self: ServiceWorkerGlobalScope;
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

const CODE_CACHE = `kindred-code-${__SW_VERSION__}`;
const PAGES_CACHE = 'kindred-pages';
const SHELL = __SW_PRECACHE__[0];

/** The dev server's worker: push only, no caches (the dev server's modules are not hashed files). */
const CACHING = __SW_PRECACHE__.length > 0;

const isCode = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (CACHING) await (await caches.open(CODE_CACHE)).addAll(__SW_PRECACHE__);
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
  if (!CACHING || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isCode(url)) event.respondWith(codeFirst(request));
  else if (request.mode === 'navigate') event.respondWith(pageNetworkFirst(request));
});

/** What a push carries (shared/schemas/notifications.ts PushPayload), checked: a push is input. */
type Push = { id: string; title: string; body: string; href: string };

function parsePush(text: string | undefined): Push | undefined {
  try {
    const value = JSON.parse(text ?? '') as Partial<Record<keyof Push, unknown>>;
    const { id, title, body, href } = value;
    if (typeof id !== 'string' || typeof title !== 'string' || typeof body !== 'string' || typeof href !== 'string')
      return undefined;
    return { id, title, body, href: safePath(href) };
  } catch {
    return undefined;
  }
}

/** Only a path of this site: a push can never send the member elsewhere. */
const safePath = (href: string) => (href.startsWith('/') && !href.startsWith('//') ? href : '/');

self.addEventListener('push', (event) => {
  const push = parsePush(event.data?.text());
  // Every push shows something (the browser requires it of userVisibleOnly subscriptions).
  const { title, body, href, id } = push ?? { title: 'Kindred', body: 'You have news.', href: '/', id: 'news' };
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      // The same notification twice (a retried push) replaces itself.
      tag: id,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { href },
    }),
  );
});

/**
 * A tab already showing the page is focused; else an open tab of the site goes
 * there; else a new one opens. Exported for the e2e test's reading only.
 */
async function openNotification(href: string): Promise<void> {
  const target = new URL(safePath(href), self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => new URL(client.url).pathname === target.pathname);
  if (same) {
    await same.focus();
    return;
  }
  const open = windows.find((client) => new URL(client.url).origin === target.origin);
  if (open) {
    const moved = await open.navigate(target.href).catch(() => null);
    if (moved) {
      await moved.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { href?: unknown } | null;
  event.waitUntil(openNotification(typeof data?.href === 'string' ? data.href : '/'));
});
