/**
 * A prerendered page shows its buttons before React has taken it over, and a tap on one does
 * nothing by itself then (links still work: the browser follows them). From the first paint until
 * React listens, a small script in index.html's head keeps the last button tapped (a form is not
 * sent meanwhile), and the app taps it again once the page is its own. Only the last: a visitor
 * tapping again and again while nothing happened meant it once. The head script, not the app's
 * entry, starts the keeping: on a slow phone the entry script runs seconds after the page shows.
 */
declare global {
  interface Window {
    /** The last button tapped before React listened (index.html's head script). */
    __earlyTap?: HTMLElement;
    /** Ends the head script's keeping. */
    __stopEarlyTaps?: () => void;
  }
}

/** React listens from now on: a tap during the takeover is its own to answer. */
export function stopKeepingTaps(): void {
  window.__stopEarlyTaps?.();
  window.__stopEarlyTaps = undefined;
}

/** How long a kept tap waits for its button to be React's: an older one is no longer meant. */
const WAIT_MS = 10_000;

/**
 * Whether React has taken `element` over. A page's parts are hydrated one Suspense boundary after
 * another, after the frame around them: a button tapped again before its part is React's would do
 * nothing. React keeps its props on each element it has hydrated (a `__reactProps$…` key).
 */
const isReacts = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Taps the kept button again once React has taken it over, if it is still on the page and can be
 * used; a tap of the visitor's own meanwhile replaces it.
 */
export function replayEarlyTap(): void {
  const control = window.__earlyTap;
  window.__earlyTap = undefined;
  if (!control) return;
  const until = performance.now() + WAIT_MS;
  let frame = 0;
  const cancel = (event: MouseEvent) => {
    if (event.isTrusted) cancelAnimationFrame(frame);
  };
  document.addEventListener('click', cancel, { capture: true, once: true });
  const tap = () => {
    if (!control.isConnected || control.hasAttribute('disabled') || performance.now() > until) return;
    if (!isReacts(control)) {
      frame = requestAnimationFrame(tap);
      return;
    }
    document.removeEventListener('click', cancel, { capture: true });
    control.click();
  };
  tap();
}
