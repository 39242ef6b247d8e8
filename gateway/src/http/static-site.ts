/**
 * Serves the built frontend from memory (site-files.ts): hashed assets cached for a year,
 * index.html revalidated on every use (ETag, 304), each in the best coding the browser accepts;
 * index.html for every route of the app (404 status for paths the app does not have, so crawlers
 * and monitors see the truth), or the page the build prerendered for that route, which arrives with
 * its content in it. Every answer carries the page security headers, made once. The
 * build is read on the first request, whole: a build made while the process runs is served after
 * a restart, never half of it beside half of the old one.
 */
import {
  PAGE_STATE_DATA,
  RENDERED_FOR_VISITORS_ONLY,
  SERVER_RENDERED_ROUTES,
  SPA_ROUTES,
} from '@app/contracts';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './app-env.js';
import { parseRange } from './byte-range.js';
import { preferredCodings } from './content-coding.js';
import { builtScriptSources } from './inline-scripts.js';
import { renderedPages } from './rendered-pages.js';
import { requestHeader } from './request-context.js';
import { baseHeaderRecord, type PageOrigins, pageHeaderRecord } from './security.js';
import { completeAnswer } from './serve-fetch.js';
import { type DataSource, loadServerBuild, type ServerBuild } from './server-build.js';
import {
  type Checkout,
  loadSite,
  type PageData,
  type PageMeta,
  REVALIDATE,
  renderedPage,
  type Site,
  type SiteFile,
  type Variant,
} from './site-files.js';

const appRoutes = new Set(SPA_ROUTES);
const serverRendered = new Set(SERVER_RENDERED_ROUTES);
const forVisitorsOnly = new Set(RENDERED_FOR_VISITORS_ONLY);
/** Each route by its lower-case spelling: /EXPLORE is the app's /Explore, typed another way. */
const routeSpelt = new Map(SPA_ROUTES.map((route) => [route.toLowerCase(), route]));
const NOT_BUILT = 'The web app is not built. Run `pnpm build` (or `pnpm start`, which builds it).';

interface Loaded extends Site {
  /** The headers of every answer of the site: the base ones, then the page policy over them. */
  page: Readonly<Record<string, string>>;
  /** The page rendered on request for this address, if it is one and can be had now. */
  rendered?: (c: Context<AppEnv>, url: string) => SiteFile | Promise<SiteFile | undefined> | undefined;
}

/** The headers every page answer carries, once: the base headers with the page's own over them. */
async function siteHeaders(origins: PageOrigins): Promise<Readonly<Record<string, string>>> {
  const [base, page] = await Promise.all([baseHeaderRecord(), pageHeaderRecord(origins)]);
  return { ...base, ...page };
}

/** The variant the client takes best. */
function pick(c: Context<AppEnv>, file: SiteFile): Variant {
  for (const coding of preferredCodings(requestHeader(c, 'accept-encoding'))) {
    const found = file[coding];
    if (found) return found;
  }
  return file.identity;
}

/** If-None-Match names this variant (weak comparison, as RFC 9110 asks for it). */
function isCurrent(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((tag) => {
    const given = tag.trim();
    return given === '*' || given.replace(/^W\//, '') === etag;
  });
}

/** A file's answer: 304 when the client's copy is current, one byte range when asked, else all of it. */
function fileAnswer(c: Context<AppEnv>, file: SiteFile, status: number): Response {
  const chosen = pick(c, file);
  if (status !== 200) return completeAnswer(chosen.body, status, chosen.other);
  const ifNoneMatch = requestHeader(c, 'if-none-match');
  if (ifNoneMatch !== undefined && isCurrent(ifNoneMatch, chosen.etag))
    return completeAnswer(null, 304, chosen.notModified);
  const rangeHeader = requestHeader(c, 'range');
  const ifRange = requestHeader(c, 'if-range');
  // A range of another version than the client holds would corrupt its copy: send it whole.
  if (rangeHeader === undefined || (ifRange !== undefined && ifRange !== chosen.etag))
    return completeAnswer(chosen.body, 200, chosen.ok);
  const size = chosen.body.length;
  const range = parseRange(rangeHeader, size);
  if (range.kind === 'whole') return completeAnswer(chosen.body, 200, chosen.ok);
  if (range.kind === 'unsatisfiable') {
    const { 'content-length': _length, ...headers } = chosen.ok;
    return completeAnswer(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  }
  return completeAnswer(chosen.body.subarray(range.start, range.end + 1), 206, {
    ...chosen.ok,
    'content-length': String(range.end - range.start + 1),
    'content-range': `bytes ${range.start}-${range.end}/${size}`,
  });
}

const text = (page: Loaded['page'], body: string, status: number) => {
  const bytes = Buffer.from(body);
  return completeAnswer(bytes, status, {
    ...page,
    'content-type': 'text/plain; charset=UTF-8',
    'cache-control': REVALIDATE,
    'content-length': String(bytes.length),
  });
};

export interface SiteOptions {
  /** Outside origins the pages' security policy allows. */
  readonly origins?: PageOrigins;
  /** What index.html tells the page about this deployment (site-files.ts). */
  readonly meta?: PageMeta;
  /** Answers the pages would ask for at once, written into them as data blocks (site-files.ts). */
  readonly data?: PageData;
  /** The checkout this deployment runs: the prerendered pages made for it are sent. */
  readonly checkout?: Checkout;
  /**
   * Where the pages rendered on request (SERVER_RENDERED_ROUTES) ask for their data, as a
   * first-time visitor would; without it, or without the app's server build, the browser renders them.
   */
  readonly dataSource?: (c: Context<AppEnv>) => DataSource;
  /** Whether the request comes with a session (RENDERED_FOR_VISITORS_ONLY are then not rendered). */
  readonly withSession?: (c: Context<AppEnv>) => boolean;
  /** Said when a render on request fails (the app page is sent instead). */
  readonly onRenderError?: (error: unknown, url: string) => void;
}

/** How long a page rendered on request is sent before it is rendered again, and how many are kept. */
const RENDERED = { freshMs: 30_000, maxPages: 200, maxRendering: 2 };

export function mountStaticSite(
  app: Hono<AppEnv>,
  dist: string | null,
  {
    origins = {},
    meta,
    data,
    checkout,
    dataSource,
    withSession = () => false,
    onRenderError = () => {},
  }: SiteOptions = {},
) {
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  // Read once, on first use; a failed read is tried again by the next request.
  const load = () => {
    loading ??= builtScriptSources(dist)
      .then((inlineScripts) => siteHeaders({ ...origins, inlineScripts }))
      .then(async (page) => {
        const site = await loadSite(dist, page, { meta, data }, checkout);
        const rendered = await pageRenderer(dist, page, {
          meta,
          data,
          checkout,
          dataSource,
          withSession,
          onRenderError,
        });
        loaded = { ...site, page, ...(rendered ? { rendered } : {}) };
        return loaded;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };

  // One handler for every method, after the API: a page request finds it alone in the router,
  // and once the site is read it answers at once, with no turn of the event loop.
  app.all('*', (c): Response | Promise<Response> =>
    loaded ? answer(c, loaded) : load().then((site) => answer(c, site)),
  );
}

/** Renders the pages of SERVER_RENDERED_ROUTES with the app's server build, if the build has one. */
async function pageRenderer(
  dist: string | null,
  page: Loaded['page'],
  options: Pick<SiteOptions, 'meta' | 'data' | 'checkout' | 'dataSource'> &
    Required<Pick<SiteOptions, 'withSession' | 'onRenderError'>>,
): Promise<Loaded['rendered']> {
  const { meta, data, checkout, dataSource, withSession, onRenderError } = options;
  if (dist === null || checkout === undefined || dataSource === undefined) return undefined;
  let build: ServerBuild | undefined;
  let documentOf: ReturnType<ServerBuild['pageDocuments']>;
  try {
    build = await loadServerBuild(dist);
    if (build === undefined) return undefined;
    documentOf = build.pageDocuments(dist);
  } catch (error) {
    // A server build that does not load or fit the browser build: the site still serves, unrendered.
    onRenderError(error, 'the server build');
    return undefined;
  }
  const { renderPageWithData } = build;
  const pages = renderedPages({ ...RENDERED, onError: onRenderError });
  return (c, url) => {
    const { pathname } = new URL(url, 'http://render.invalid');
    if (forVisitorsOnly.has(pathname) && withSession(c)) return undefined;
    return pages.get(url, async () => {
      const result = await renderPageWithData(url, checkout, dataSource(c));
      if (result === undefined) return undefined;
      return renderedPage(documentOf(pathname, result.html), page, {
        meta,
        data: { ...data, [PAGE_STATE_DATA]: result.state },
      });
    });
  };
}

/** The page prerendered for this address, asked for exactly as the app links to it. */
function prerendered(c: Context<AppEnv>, site: Loaded, path: string): SiteFile | undefined {
  if (site.pages.size === 0) return undefined;
  const { url } = c.req;
  const query = url.indexOf('?');
  return site.pages.get(query < 0 ? path : path + url.slice(query));
}

function answer(c: Context<AppEnv>, site: Loaded): Response | Promise<Response> {
  const { page } = site;
  if (c.req.method === 'OPTIONS') {
    // What a page allows, with no body (a file's length announced with no file is a broken answer).
    return completeAnswer(null, 204, { ...page, allow: 'GET, HEAD, OPTIONS', 'cache-control': REVALIDATE });
  }
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return text(page, '404 Not Found', 404);
  // HEAD is answered as GET; Hono sends the answer without its body (its length stays).
  const requested = c.req.path;
  // Matched only from the first slash of the run (`/\/+$/` retried from each one: time by the square).
  const path = requested.length > 1 ? requested.replace(/(?<!\/)\/+$/, '') : requested;
  const file = prerendered(c, site, path) ?? site.files.get(requested === '/' ? '/index.html' : requested);
  if (file) return fileAnswer(c, file, 200);
  if (path.startsWith('/assets/')) return text(page, 'Not found', 404);
  if (!site.index) return text(page, NOT_BUILT, 503);
  const route = appRoutes.has(path) ? path : routeSpelt.get(path.toLowerCase());
  // Sent to the route's one address (with the query kept), not served a 404 with the page on it.
  if (route !== undefined && route !== path) {
    const query = c.req.url.indexOf('?');
    const location = query < 0 ? route : route + c.req.url.slice(query);
    return completeAnswer(null, 301, { ...page, location, 'cache-control': REVALIDATE });
  }
  if (site.rendered !== undefined && serverRendered.has(path)) {
    const { index } = site;
    const query = c.req.url.indexOf('?');
    const rendered = site.rendered(c, query < 0 ? path : path + c.req.url.slice(query));
    if (rendered instanceof Promise) return rendered.then((file) => fileAnswer(c, file ?? index, 200));
    if (rendered !== undefined) return fileAnswer(c, rendered, 200);
  }
  return fileAnswer(c, site.index, appRoutes.has(path) ? 200 : 404);
}
