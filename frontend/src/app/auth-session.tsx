/**
 * The signed-in session as the server has it (see auth.tsx): asks `auth.me`, mirrors the harmless
 * items, shows the Google sign-in result, ends the session, and shows the login popup. Part of the
 * data layer's lazy chunk; reports to AuthProvider, which every component reads through useAuth.
 */
import { MESSAGES, ROUTES, type UserProfile } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AuthStatus, LoginState, SessionReport } from './auth';
import { errorMessage } from './errors';
import { notify, notifyError } from './notify';
import { forgetUser, rememberUser } from './stored-session';
import { trpc } from './trpc';

// The popup is a lazy chunk (it carries the form rules); a logged-out visitor fetches it when idle.
/** The answers that belong to the signed-in user, asked only in their session's name. */
const ownQueryKeys = () => [
  getQueryKey(trpc.profile),
  getQueryKey(trpc.newsletter),
  getQueryKey(trpc.plans),
  getQueryKey(trpc.notifications),
  getQueryKey(trpc.bookings.mine),
  getQueryKey(trpc.bookings.earnings),
  getQueryKey(trpc.guides.ownProfile),
  getQueryKey(trpc.guides.operatorData),
  getQueryKey(trpc.guides.tourPlans),
  getQueryKey(trpc.quiz.played),
];

const loadLoginDialog = () => import('../components/auth/LoginDialog');
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));

/** The sign-in results the gateway's Google callback redirects with: /?signin=… */
const GOOGLE_RESULTS: Record<string, string> = {
  failed: MESSAGES.googleFailed,
  unverified: MESSAGES.googleUnverified,
  unconfigured: MESSAGES.googleNotConfigured,
};

/** tRPC query keys start with the procedure path, e.g. [['auth', 'me'], {…}]. */
function isMeQuery(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return Array.isArray(path) && path[0] === 'auth' && path[1] === 'me';
}

export interface AuthSessionProps {
  readonly login: LoginState;
  readonly onLoginOpenChange: (open: boolean) => void;
  readonly onReport: (report: SessionReport) => void;
}

export function AuthSession({ login, onLoginOpenChange, onReport }: AuthSessionProps) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();

  const me = trpc.auth.me.useQuery(undefined, { staleTime: 5 * 60_000 });
  const user = me.data ?? null;
  const status: AuthStatus = me.isPending ? 'loading' : user !== null ? 'in' : 'out';

  // Mirror the harmless items, and drop them when the session has ended elsewhere.
  useEffect(() => {
    if (user !== null) rememberUser(user);
    else if (me.isSuccess) forgetUser();
  }, [user, me.isSuccess]);

  // The result of a Google sign-in, once the session check has answered; then tidy the address.
  const signin = searchParams.get('signin');
  useEffect(() => {
    if (signin === null || status === 'loading') return;
    if (signin === 'google') {
      if (user !== null) notify(`Welcome, ${user.username}! ${MESSAGES.loggedIn}`);
      else notifyError(MESSAGES.googleFailed);
    } else {
      const text = GOOGLE_RESULTS[signin];
      if (text !== undefined) notifyError(text);
    }
    setSearchParams(
      (params) => {
        params.delete('signin');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [signin, status, user, setSearchParams]);

  useEffect(() => {
    if (status !== 'out') return undefined;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadLoginDialog());
    return () => cancel(handle);
  }, [status]);

  const onLoggedIn = useCallback(
    (loggedIn: UserProfile) => {
      utils.auth.me.setData(undefined, loggedIn);
      rememberUser(loggedIn);
      // Everything fetched as a visitor may differ for this user.
      void queryClient.invalidateQueries({ predicate: (query) => !isMeQuery(query.queryKey) });
    },
    [utils, queryClient],
  );

  const { mutateAsync: callLogOut } = trpc.auth.logOut.useMutation();
  const logOut = useCallback(async () => {
    try {
      await callLogOut();
    } catch (error) {
      // The cookie is still set: saying 'logged out' now would be untrue.
      notifyError(errorMessage(error));
      return;
    }
    forgetUser();
    // The user's own data must not linger in the cache for the next person at this screen, nor be
    // asked again in the ended session's name by the refetch below (issue 26: a 401 after logout).
    for (const key of ownQueryKeys()) queryClient.removeQueries({ queryKey: key });
    utils.auth.me.setData(undefined, null);
    void queryClient.invalidateQueries();
    try {
      await navigate(ROUTES.logout);
    } catch (error) {
      // Logged out all the same; a page that failed to open is said, not left as an unhandled rejection.
      notifyError(errorMessage(error));
    }
  }, [callLogOut, queryClient, utils, navigate]);

  const refresh = useCallback(() => utils.auth.me.invalidate(), [utils]);

  useEffect(() => onReport({ status, user, logOut, refresh }), [onReport, status, user, logOut, refresh]);

  if (login.session === 0) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog
        key={login.session}
        open={login.open}
        onOpenChange={onLoginOpenChange}
        message={login.message}
        onLoggedIn={onLoggedIn}
      />
    </Suspense>
  );
}
