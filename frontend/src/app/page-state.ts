/**
 * The answers a page rendered on the server was rendered from (PAGE_STATE_DATA, written in by the
 * gateway): put into the page's cache before React takes the page over, so that its first render in
 * the browser shows the same data as the HTML instead of a loading state, and asks for none of it.
 */
import { PAGE_STATE_DATA } from '@app/contracts';
import type { DehydratedState } from '@tanstack/react-query';

/** The page's block, once; undefined when it has none or it is unreadable. */
export function readPageState(): DehydratedState | undefined {
  const text =
    typeof document === 'undefined' ? undefined : document.getElementById(PAGE_STATE_DATA)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<DehydratedState> | null;
    if (Array.isArray(parsed?.queries) && Array.isArray(parsed.mutations)) return parsed as DehydratedState;
  } catch {
    // A page cut short or edited on its way: the page asks the server, as any page does.
  }
  return undefined;
}
