/**
 * The browser taking over a page the server rendered (hydration). While React takes a component
 * over, what only the browser knows (its storage, its width, the site's facts a prerendered page
 * lacked) must render as the server did, or the page would not match its HTML; right after, it
 * renders the browser's.
 *
 * useSyncExternalStore tells a render that takes over (it asks for the server's snapshot then), but
 * a server snapshot that differs from the browser's makes React render the component again
 * synchronously once the takeover commits: on a phone, one task of up to 65 ms. Here both
 * snapshots are the same, so React forces nothing; that it asked for the server's is noted as it
 * does, and the switch to the browser's values is a transition, rendered in slices that yield.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** False when rendering on the server (the prerender, a page rendered on request). */
export const IN_BROWSER = typeof window !== 'undefined';

const unchanging = () => () => {};
/** Set by React asking for the server's snapshot, which it does only while taking a component over. */
let askedForServerSnapshot = false;
const browserSnapshot = () => 0;
const serverSnapshot = () => {
  askedForServerSnapshot = true;
  return 0;
};

/** Whether React is taking this component over (or rendering it on the server) in this render. */
function useTakingOver(): boolean {
  askedForServerSnapshot = false;
  useSyncExternalStore(unchanging, browserSnapshot, serverSnapshot);
  return askedForServerSnapshot;
}

/**
 * Whether this component may render what only the browser knows: not on the server, and not while
 * React takes it over (it then renders once more, in a transition).
 */
export function useAfterTakeover(): boolean {
  const takingOver = useTakingOver();
  const [after, setAfter] = useState(() => IN_BROWSER && !takingOver);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
