/**
 * Who is signed in, and the one way to ask for a login. The server is the truth: `auth.me` reads
 * the httpOnly session cookie on every load (DECISIONS 2), and localStorage only mirrors harmless
 * UI state (isLoggedIn, loggedInEmail, username). Lives inside the router, so logout can navigate
 * to /logout and the Google sign-in result (?signin=…) can be read from the address.
 */
import { MESSAGES, ROUTES, type UserProfile } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from './errors';
import { notify, notifyError } from './notify';
import { forgetUser, rememberUser, storedHint } from './stored-session';
import { trpc } from './trpc';

/** 'loading' until the server has answered whether the session is valid. */
export type AuthStatus = 'loading' | 'in' | 'out';

export interface AuthContextValue {
  readonly status: AuthStatus;
  /** True only once the server confirmed the session. */
  readonly isLoggedIn: boolean;
  readonly user: UserProfile | null;
  /** What the last visit stored, for the first paint only (e.g. the nav's initials while loading). */
  readonly hint: { readonly isLoggedIn: boolean; readonly username: string };
  /** Opens the login popup, showing `message` inside it (e.g. 'please log in first'). */
  readonly openLogin: (message?: string) => void;
  /** Ends the session, clears the stored session items and goes to /logout. */
  readonly logOut: () => Promise<void>;
  /** Asks the server again who is logged in (e.g. after a profile change or a 401). */
  readonly refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// The popup is a lazy chunk (it carries the form rules); a logged-out visitor fetches it when idle.
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

interface LoginState {
  open: boolean;
  message: string | undefined;
  /** A new number on every opening, so the popup starts fresh in sign-in mode. */
  session: number;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [hint] = useState(storedHint);
  const [login, setLogin] = useState<LoginState>({ open: false, message: undefined, session: 0 });

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

  const openLogin = useCallback((message?: string) => {
    setLogin((current) => ({ open: true, message, session: current.session + 1 }));
  }, []);

  const onLoginOpenChange = useCallback((open: boolean) => {
    setLogin((current) => ({ ...current, open }));
  }, []);

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
    // The user's own data must not linger in the cache for the next person at this screen.
    queryClient.removeQueries({ queryKey: getQueryKey(trpc.profile) });
    queryClient.removeQueries({ queryKey: getQueryKey(trpc.newsletter) });
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

  const value = useMemo<AuthContextValue>(
    () => ({ status, isLoggedIn: user !== null, user, hint, openLogin, logOut, refresh }),
    [status, user, hint, openLogin, logOut, refresh],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {login.session > 0 && (
        <Suspense fallback={null}>
          <LoginDialog
            key={login.session}
            open={login.open}
            onOpenChange={onLoginOpenChange}
            message={login.message}
            onLoggedIn={onLoggedIn}
          />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
