/**
 * What the React app asks the product over the network (issue 25: one edge for the app). Pages
 * and their assets load as any site's do; the app's calls go to tRPC, except the audio bytes and
 * the payment checkout, which stay plain URLs. The REST API (`/api/…`) is for other clients.
 */
import type { Browser, Request } from 'playwright-core';
import { onEveryContext } from './contexts';

/**
 * What the app may fetch under `/api/` outside tRPC: files, not calls. The audio bytes (a track's,
 * the home page's sample) and the pictures an <img> loads: a place's drawing (also the media
 * session's picture) and a city's banner.
 */
const PLAIN_FILES = [
  /^\/api\/tracks\/[0-9a-f-]{36}\/audio$/,
  /^\/api\/audio\/sample\.mp3$/,
  /^\/api\/places\/[a-z0-9-]+\/image\.svg$/,
  /^\/api\/cities\/image\.svg$/,
];

/**
 * A call to the product's REST API (`/api/…`) the app made, other than for a file above. Pages,
 * their assets (also as the service worker caches them), tRPC and the checkout are not.
 */
export function isOffEdge(request: Pick<Request, 'url'>, origin: string): boolean {
  const url = new URL(request.url());
  if (url.origin !== origin || !url.pathname.startsWith('/api/')) return false;
  return !PLAIN_FILES.some((allowed) => allowed.test(url.pathname));
}

/**
 * Records, from every context and page the tests open in `browser`, the requests to `origin()`
 * that leave the edge; `take()` hands them over and starts a new list.
 */
export function watchTraffic(browser: Browser, origin: () => string) {
  let offEdge: string[] = [];
  const stop = onEveryContext(browser, (context) => {
    context.on('request', (request) => {
      if (isOffEdge(request, origin()))
        offEdge.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
  });
  return {
    /** Stops watching the contexts opened from now on. */
    stop,
    take(): string[] {
      const taken = offEdge;
      offEdge = [];
      return taken;
    },
  };
}
