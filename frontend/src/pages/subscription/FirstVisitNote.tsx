/**
 * The subscription page's welcome, once per browser session (spec §2: the `popupShown` flag in
 * session storage). An inline note rather than a dialog, so it never stands between the visitor
 * and the plans; it can be dismissed.
 */
import { useEffect, useState } from 'react';
import { useBrowserValue } from '../../app/use-browser-value';
import { isFirstVisit, markVisited } from './plan-states';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function FirstVisitNote() {
  // Read on mount and set once on screen: the note stays for this visit, not the next one. The
  // prerendered page is a first visit's, as most who arrive there see it.
  const firstVisit = useBrowserValue(() => isFirstVisit(sessionStore()), true);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => markVisited(sessionStore()), []);
  if (!firstVisit || dismissed) return null;
  return (
    <aside className="first-visit" aria-label="Welcome">
      <p>
        <strong>New here?</strong> Every plan starts right after payment, and a coupon code can be entered in
        the purchase popup.
      </p>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDismissed(true)}>
        Got it
      </button>
    </aside>
  );
}
