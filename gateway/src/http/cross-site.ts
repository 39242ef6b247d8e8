/**
 * Cross-site request refusal (CSRF). A browser names where a request comes from: `Origin` on every
 * cross-origin and every non-GET request, `Sec-Fetch-Site` in current browsers. A state-changing
 * request is refused when either shows another site than the request's own host or the
 * configured public origin. Clients that are not browsers send neither and are let through: they
 * hold no victim's cookies.
 */

/** Methods that change nothing; they are never refused here. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SiteHeaders {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  host: string | undefined;
}

/** Whether a request must be refused as cross-site; `publicOrigin` is the site's own origin. */
export function isCrossSite(request: SiteHeaders, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const { origin, secFetchSite, host } = request;
  if (origin !== undefined) {
    if (origin === publicOrigin) return false;
    // 'null' (sandboxed frames, data: pages) and anything unparsable are nobody's own site.
    if (!URL.canParse(origin)) return true;
    return host === undefined || new URL(origin).host !== host.toLowerCase();
  }
  // Without Origin, the browser's own verdict: only the site itself or the user (typed URL) pass.
  return secFetchSite !== undefined && secFetchSite !== 'same-origin' && secFetchSite !== 'none';
}
