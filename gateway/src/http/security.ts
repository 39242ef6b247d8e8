/**
 * Security headers, from Hono's secure-headers middleware. Pages get the app's content security
 * policy; every other answer (API, tRPC, uploads, pictures) gets a policy under which nothing in
 * it may run or load, and is never stored by a cache, since it may be personal. Both allow
 * framing by the site itself only (the payment sandbox is one of its own pages).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const COMMON = {
  crossOriginEmbedderPolicy: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  xFrameOptions: 'SAMEORIGIN',
} as const;

/** Outside origins the pages use. */
export interface PageOrigins {
  /** The payment provider's checkout, when it is enabled: scripts, calls and frames. */
  readonly checkout?: readonly string[];
  /** The walking-tour map's tile server: pictures only. */
  readonly images?: readonly string[];
  /** The pages' own inline scripts, as `'sha256-…'` sources (inline-scripts.ts). */
  readonly inlineScripts?: readonly string[];
}

/** Pages and the app's files. */
export const pageHeaders = ({
  checkout: checkoutOrigins = [],
  images = [],
  inlineScripts = [],
}: PageOrigins = {}) =>
  secureHeaders({
    ...COMMON,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts, ...checkoutOrigins],
      // Radix and React set inline style attributes; inline scripts run only by their hashes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...images],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...checkoutOrigins],
      // The installable app: /sw.js and /manifest.webmanifest. Said outright rather than left to
      // the fallbacks (script-src, default-src), so tightening those cannot drop offline support.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ["'self'", ...checkoutOrigins],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  });

/** The headers a middleware puts on an answer, taken once from a probe: none of them vary by request. */
async function headersOf(middleware: MiddlewareHandler): Promise<Array<[string, string]>> {
  const probe = new Hono();
  probe.use(middleware);
  probe.get('/', (c) => c.body(null, 204));
  return [...(await probe.request('/')).headers.entries()];
}

/**
 * The headers every answer starts with (a handler's own headers take precedence), computed once by
 * the same middleware: set on Node's response before the app runs, they cost a request no extra
 * layer.
 */
export async function baseHeaders(): Promise<ReadonlyArray<readonly [string, string]>> {
  const headers = await headersOf(
    secureHeaders({
      ...COMMON,
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'self'"] },
      // Headers that only mean something for a document a browser renders (or for old
      // browsers) stay on pages: every header here is paid for on every API answer.
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  return [...headers, ['cache-control', 'no-store']];
}

let baseRecord: Promise<Readonly<Record<string, string>>> | undefined;

/** `baseHeaders` as a plain record, made once: for answers made ahead with all their headers. */
export function baseHeaderRecord(): Promise<Readonly<Record<string, string>>> {
  baseRecord ??= baseHeaders().then((entries) => Object.fromEntries(entries));
  return baseRecord;
}

/**
 * What `pageHeaders` puts on a page, as a plain record made once: the site's answers carry it
 * ready-made instead of running the middleware on every request.
 */
export async function pageHeaderRecord(origins: PageOrigins = {}): Promise<Readonly<Record<string, string>>> {
  return Object.fromEntries(await headersOf(pageHeaders(origins)));
}
