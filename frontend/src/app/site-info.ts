/**
 * The site's configured facts (`site.info`): the company that runs it and its social links. The
 * gateway writes them into every app page (SITE_INFO_DATA), so the footer and the legal pages have
 * them in their first render instead of pushing the page about when they arrive; asked for only by
 * a page without them (the dev server), then kept: they change only when the server restarts.
 */
import { SITE_INFO_DATA, type SiteInfo } from '@app/contracts';
import { useSyncExternalStore } from 'react';
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

const noChanges = () => () => {};

/**
 * True while React takes over a prerendered page: that page was built without the company (it is
 * configured where the site runs), so it renders without it once more, and with it right after.
 */
const useHydrating = () =>
  useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );

export function useSiteInfo() {
  const query = trpc.site.info.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    initialData: declaredSiteInfo() ?? undefined,
  });
  return useHydrating() ? { ...query, data: undefined } : query;
}
