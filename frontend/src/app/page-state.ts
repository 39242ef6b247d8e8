/**
 * The answers a page rendered on the server was rendered from (PAGE_STATE_DATA, written in by the
 * gateway): put into the page's cache before React takes the page over, so that its first render in
 * the browser shows the same data as the HTML instead of a loading state, and asks for none of it.
 */
import { PAGE_STATE_DATA } from '@app/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext } from 'react';

let read: { state: DehydratedState | undefined } | undefined;

/** The page's block, read once; undefined when it has none or it is unreadable. */
export function readPageState(): DehydratedState | undefined {
  if (read !== undefined) return read.state;
  read = { state: undefined };
  const text =
    typeof document === 'undefined' ? undefined : document.getElementById(PAGE_STATE_DATA)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<DehydratedState> | null;
    if (Array.isArray(parsed?.queries) && Array.isArray(parsed.mutations))
      read.state = parsed as DehydratedState;
  } catch {
    // A page cut short or edited on its way: the page asks the server, as any page does.
  }
  return read.state;
}

const SESSION_QUERY = JSON.stringify(['auth', 'me']);

/**
 * Whether these answers say that nobody is signed in (`auth.me` answered null): the gateway
 * renders such a page only for a request without a session (RENDERED_FOR_VISITORS_ONLY).
 */
export function answersSayVisitor(state: DehydratedState | undefined): boolean {
  return (
    state?.queries.some(
      (query) => JSON.stringify(query.queryKey[0]) === SESSION_QUERY && query.state.data === null,
    ) ?? false
  );
}

/**
 * Set by a render on the server: whether it renders for a visitor known to be signed out. In the
 * browser the page's own answers say it (answersSayVisitor).
 */
export const RenderedForVisitor = createContext<boolean | undefined>(undefined);
