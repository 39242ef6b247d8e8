/**
 * The site's configured facts (`site.info`): the company that runs it and its social links. Asked
 * once per page load and kept; they change only when the server restarts.
 */
import { trpc } from './trpc';

export function useSiteInfo() {
  return trpc.site.info.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}
