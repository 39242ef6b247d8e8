/// <reference lib="webworker" />
/**
 * The service worker, built by vite-plugin-pwa (injectManifest) to /sw.js. It precaches the app
 * shell (the build's pages, scripts, styles and icons) so the app opens offline, and keeps the
 * audio of heard tracks (fetched whole by src/offline/heard-listener.ts) in a capped cache, from
 * which it answers the audio element's Range requests. It answers them from the cities taken
 * offline too (src/offline/city-packs.ts), which the page keeps itself. Nothing else is cached: API
 * and tRPC answers may be personal (the gateway marks them no-store) and always go to the network.
 */
import { SPA_ROUTES } from '@app/contracts';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  CITY_PACKS_CACHE,
  MAX_SAVED_TRACKS,
  TRACK_AUDIO_CACHE,
  TRACK_AUDIO_PATH,
} from './offline/saved-audio';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's files with their revisions, written in by the build (injectManifest). */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

// A new build takes over at once: its precache holds the files the server serves now, and a page
// open in another tab gets them on its next navigation.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html. Only the app's own routes are answered from the precache:
// the paths the gateway renders itself (sign-in callbacks, the payment sandbox) go to the network.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    allowlist: SPA_ROUTES.map((route) => new RegExp(`^${escapeRegExp(route)}/?(\\?|$)`)),
  }),
);

/**
 * Only a track's stored file is kept: whole (200) and immutable. A track still being spoken streams
 * with no-store and no length, and a range (206) is a part; neither can stand for the track.
 */
const storedFileOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && /\bimmutable\b/.test(response.headers.get('cache-control') ?? '')
      ? response
      : null,
};

/**
 * A narration of a city taken offline, when no heard copy is kept: from the city's cache, which
 * only its removal empties (never this cache's expiry).
 */
const cityPacks: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await caches.match(request.url, { cacheName: CITY_PACKS_CACHE })) ?? null,
};

registerRoute(
  // A city's download asks past this cache ('no-store'): its copy goes to the city's cache only.
  ({ url, sameOrigin, request }) =>
    sameOrigin && TRACK_AUDIO_PATH.test(url.pathname) && request.cache !== 'no-store',
  new CacheFirst({
    cacheName: TRACK_AUDIO_CACHE,
    plugins: [
      storedFileOnly,
      new ExpirationPlugin({ maxEntries: MAX_SAVED_TRACKS, purgeOnQuotaError: true }),
      cityPacks,
      // <audio> asks for byte ranges; a saved track answers them from its whole file (206).
      new RangeRequestsPlugin(),
    ],
  }),
);
