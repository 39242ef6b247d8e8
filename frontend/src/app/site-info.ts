/**
 * The site's configured facts (GET /api/site-info): the company that runs it and its social links.
 * Asked once per page load and kept; they change only when the server restarts.
 */
import { SITE_INFO_PATH, type SiteInfo } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export function useSiteInfo() {
  return useQuery({
    queryKey: ['site-info'],
    queryFn: () => call<SiteInfo>(SITE_INFO_PATH),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
