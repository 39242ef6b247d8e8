/**
 * Actions that only a signed-in user may take (buy, book). Right after a page loads, the server has
 * not yet said whether the session is valid: a click then waits for its answer instead of being
 * taken for a logged-out visitor's and answered with the login popup.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from './auth';

/**
 * `(action) => void`: runs `action` when the user is signed in, calls `loggedOut` when not; either
 * once the session is known.
 */
export function useSignedInAction(loggedOut: () => void): (action: () => void) => void {
  const { status } = useAuth();
  const waiting = useRef<(() => void) | null>(null);
  const latest = useRef({ status, loggedOut });
  latest.current = { status, loggedOut };

  useEffect(() => {
    if (status === 'loading' || waiting.current === null) return;
    const action = waiting.current;
    waiting.current = null;
    if (status === 'in') action();
    else latest.current.loggedOut();
  }, [status]);

  return useCallback((action: () => void) => {
    const { status: now, loggedOut: refuse } = latest.current;
    if (now === 'loading') waiting.current = action;
    else if (now === 'in') action();
    else refuse();
  }, []);
}
