/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/**
 * The shop's service worker (built by vite-plugin-pwa from this file into /sw.js). What a shopper
 * on a Nigerian mobile network keeps when the connection drops:
 * - the app shell (index.html, the entry and the main pages' code, precached at install);
 * - the code of other pages once opened, pictures once seen, catalogue answers once read;
 * - the cart as last loaded, kept per session (a second shopper on the device never sees it).
 * Checkout, payments, sign-in and account calls are never cached: they need the server now.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const DAY = 24 * 60 * 60;

// A new deploy's worker takes over at once and deletes the old precache; a page still running the
// old code then fetches its chunks from the server, and a removed one gets the friendly retry.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precache(self.__WB_MANIFEST);

/** Asks the network, giving up after `ms` (a connection that is up but carries nothing). */
async function fetchWithin(request: Request, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The storefront pages the server renders (home, lists, products, categories, vendors, cars, terms):
 * their HTML holds the page's data, so the browser never reads it from the API and the catalogue
 * cache below never sees it. The last pages seen are kept as they were answered, for offline.
 * Not the cart: its HTML says whether the browser held a session when it was asked (a new
 * visitor's is "Your cart is empty", ADR 53), which a kept copy would go on saying after the
 * shopper added something. Offline it opens as the shell, with the cart as last loaded below.
 */
const SERVER_RENDERED =
  /^\/(?:$|products$|product\/|categories$|category\/|store-listing$|vendor\/|cars(?:$|\/)|terms-of-service$|privacy-policy$)/;
const PAGES_CACHE = 'oja-pages';
const PAGES_KEPT = 40;

async function keepPage(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(request, response);
  const keys = await cache.keys();
  // Oldest first: keys come back in the order they were put.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - PAGES_KEPT)).map((key) => cache.delete(key)));
}

// A new deploy's pages name the new build's code: the old build's kept pages go with it.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete(PAGES_CACHE)));

// Pages: the server's answer when it comes (so a deploy is seen at once); offline or too slow, the
// page as last seen if it is a server-rendered one, else the precached shell. Other server pages
// (payment sandbox, dev mailbox, API docs) are left to the network.
registerRoute(
  new NavigationRoute(
    async ({ request, url, event }) => {
      const rendered = SERVER_RENDERED.test(url.pathname);
      try {
        const response = await fetchWithin(request, 4000);
        if (response.status < 500) {
          if (rendered && response.status === 200) event.waitUntil(keepPage(request, response.clone()));
          return response;
        }
      } catch {
        // Offline or too slow: the page as last seen, or the shell below.
      }
      const seen = rendered ? await (await caches.open(PAGES_CACHE)).match(request) : undefined;
      return seen ?? (await matchPrecache('/index.html')) ?? Response.error();
    },
    { denylist: [/^\/api\//, /^\/media\//, /^\/sandbox\//, /^\/dev\//, /^\/assets\//] },
  ),
);

// The precached files, answered from the cache. Registered after the pages' route on purpose: the
// first matching route answers, and this one takes `/` for `/index.html` (its directory index), so
// before the pages' route it would open the home page from the precache — the old build after a
// deploy, whose code the new worker then deletes under the page.
addRoute();

// Code of pages not precached: content-hashed, so a cached copy is always the right one.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'oja-code',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Pictures already seen: from the cache (no data spent twice), refreshed after a week.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'oja-pictures',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

/** Catalogue reads: the same for every shopper (apart from saved marks), safe to show from a cache. */
const CATALOGUE =
  /^\/api\/v1\/(?:main-store|popular-stores-and-vendors|carousel-campaigns|campaigns\/|promotion-products|promotions|products(?!\/saved)|categories\/|cars|stores|vendors\/|logistics\/)/;

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && CATALOGUE.test(url.pathname),
  new NetworkFirst({
    cacheName: 'oja-catalogue',
    networkTimeoutSeconds: 5,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

/** The cart's cache key names whose cart it is (a hash of the session's token), never the token. */
async function sessionOf(request: Request): Promise<string> {
  const who = request.headers.get('authorization') ?? request.headers.get('x-guest-token') ?? 'anonymous';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(who));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const perSession: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('session', await sessionOf(request));
    return url.href;
  },
};

// The cart view: the latest answer online; offline, the last cart this session loaded.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && url.pathname === '/api/v1/cart/items',
  new NetworkFirst({
    cacheName: 'oja-cart',
    networkTimeoutSeconds: 5,
    matchOptions: { ignoreVary: true },
    plugins: [
      perSession,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 7 * DAY }),
    ],
  }),
);
