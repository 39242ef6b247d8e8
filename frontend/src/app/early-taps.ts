/**
 * A prerendered page shows its buttons before React has taken it over, and a tap on one does
 * nothing by itself then (links still work: the browser follows them). From the moment the entry
 * script runs until React listens, the last button tapped is kept (a form is not sent meanwhile),
 * and tapped again once the page is React's. Only the last: a visitor tapping again and again while
 * nothing happened meant it once.
 */
let kept: HTMLElement | null = null;
let keeping: HTMLElement | null = null;

const keep = (event: MouseEvent) => {
  const control = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
  if (!(control instanceof HTMLElement)) return;
  event.preventDefault();
  kept = control;
};

export function keepEarlyTaps(root: HTMLElement): void {
  root.addEventListener('click', keep, true);
  keeping = root;
}

/** React listens from now on: a tap during the takeover is its own to answer. */
export function stopKeepingTaps(): void {
  keeping?.removeEventListener('click', keep, true);
  keeping = null;
}

/** Taps the kept button again, if it is still on the page and can be used. */
export function replayEarlyTap(): void {
  const control = kept;
  kept = null;
  if (control?.isConnected && !control.hasAttribute('disabled')) control.click();
}
