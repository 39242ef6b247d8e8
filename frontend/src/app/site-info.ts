/**
 * The site's configured facts (`site.info`): the company that runs it and its social links. The
 * gateway writes them into every app page (SITE_INFO_DATA), so the footer and the legal pages have
 * them in their first render instead of pushing the page about when they arrive; asked for only by
 * a page without them (the dev server), then kept: they change only when the server restarts.
 */
import { SITE_INFO_DATA, type SiteInfo } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { createContext, useContext } from 'react';
import { useAfterTakeover } from './takeover';
import { trpc } from './trpc';

let declared: SiteInfo | null | undefined;

/** The page's own copy, read once; null when it has none or it is unreadable. */
function declaredSiteInfo(): SiteInfo | null {
  if (declared !== undefined) return declared;
  declared = null;
  const text =
    typeof document === 'undefined' ? undefined : document.getElementById(SITE_INFO_DATA)?.textContent;
  if (text) {
    try {
      const parsed = JSON.parse(text) as Partial<SiteInfo> | null;
      const whole =
        typeof parsed?.company?.name === 'string' &&
        Array.isArray(parsed.socialLinks) &&
        typeof parsed.map?.url === 'string';
      if (whole) declared = parsed as SiteInfo;
    } catch {
      // A page cut short or edited on its way: the query asks the server instead.
    }
  }
  return declared;
}

/** Whether this cache holds the site's facts before anything renders: the page is rendered with them. */
export const holdsSiteInfo = (queryClient: QueryClient) =>
  queryClient.getQueryData(getQueryKey(trpc.site.info, undefined, 'query')) !== undefined;

/**
 * True where the page is rendered with the site's facts from the start: a render on request (its
 * answers hold them) and the browser taking that page over (the answers it came with hold them).
 */
export const RenderedWithSiteInfo = createContext(false);

export function useSiteInfo() {
  const renderedWithIt = useContext(RenderedWithSiteInfo);
  const query = trpc.site.info.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    initialData: declaredSiteInfo() ?? undefined,
  });
  // A page the build prerendered was made without the company (it is configured where the site
  // runs), so it renders without it while React takes it over, and with it right after; a page the
  // gateway rendered on request had it.
  const after = useAfterTakeover();
  return !after && !renderedWithIt ? { ...query, data: undefined } : query;
}
