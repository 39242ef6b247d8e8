/**
 * What the React app asks the product over the network (issue 25: one edge for the app). Pages
 * and their assets load as any site's do; a call the app itself makes (fetch, XHR, an event
 * stream) goes to tRPC, except the audio bytes and the payment checkout, which stay plain URLs.
 */
import type { Browser, BrowserContext, Request } from 'playwright-core';

/** Loads of the page and its assets: documents, scripts, styles, images, fonts, the manifest, media. */
const ASSET_TYPES = new Set([
  'document',
  'script',
  'stylesheet',
  'image',
  'font',
  'manifest',
  'media',
  'texttrack',
]);

/** The calls the app may make outside tRPC: a track's audio bytes, and the checkout's. */
const PLAIN_CALLS = [/^\/api\/tracks\/[0-9a-f-]{36}\/audio$/, /^\/sandbox\//];

/** The product's own requests the app made that are neither an asset load, tRPC, nor a plain call. */
export function isOffEdge(request: Pick<Request, 'url' | 'resourceType'>, origin: string): boolean {
  const url = new URL(request.url());
  if (url.origin !== origin || ASSET_TYPES.has(request.resourceType())) return false;
  if (url.pathname === '/trpc' || url.pathname.startsWith('/trpc/')) return false;
  return !PLAIN_CALLS.some((allowed) => allowed.test(url.pathname));
}

/**
 * Records, from every context and page the tests open in `browser`, the requests to `origin()`
 * that leave the edge; `take()` hands them over and starts a new list.
 */
export function watchTraffic(browser: Browser, origin: () => string) {
  let offEdge: string[] = [];
  const watch = (context: BrowserContext) => {
    context.on('request', (request) => {
      if (isOffEdge(request, origin()))
        offEdge.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...options) => watch(await newContext(...options));
  browser.newPage = async (...options) => {
    const page = await newPage(...options);
    watch(page.context());
    return page;
  };
  return {
    take(): string[] {
      const taken = offEdge;
      offEdge = [];
      return taken;
    },
  };
}
