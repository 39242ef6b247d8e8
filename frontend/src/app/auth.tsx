/**
 * Who is signed in, and the one way to ask for a login. The server is the truth: `auth.me` reads
 * the httpOnly session cookie on every load (DECISIONS 2), and localStorage only mirrors harmless
 * UI state (isLoggedIn, loggedInEmail, username). Lives inside the router, so logout can navigate
 * to /logout and the Google sign-in result (?signin=…) can be read from the address.
 *
 * The session itself (auth.me, logout, the login popup) is AuthSession, in the data layer's lazy
 * chunk, so the first paint waits for neither tRPC nor React Query. Until it reports, the status is
 * 'loading', as it is while auth.me is pending, and the navigation shows what the last visit stored.
 */
import type { UserProfile } from '@app/contracts';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { AuthSession, WithData } from './data';
import { answersSayVisitor, RenderedForVisitor, readPageState } from './page-state';
import { storedHint } from './stored-session';
import { useBrowserValue } from './use-browser-value';

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

/** What AuthSession reports: the server's answer and the calls that need the data layer. */
export interface SessionReport {
  readonly status: AuthStatus;
  readonly user: UserProfile | null;
  readonly logOut: () => Promise<void>;
  readonly refresh: () => Promise<void>;
}

export interface LoginState {
  readonly open: boolean;
  readonly message: string | undefined;
  /** A new number on every opening, so the popup starts fresh in sign-in mode. */
  readonly session: number;
}

/** A promise of the first report, and the function that keeps it. */
function attachment(): { promise: Promise<SessionReport>; resolve: (report: SessionReport) => void } {
  let resolve: (report: SessionReport) => void = () => {};
  const promise = new Promise<SessionReport>((keep) => {
    resolve = keep;
  });
  return { promise, resolve };
}

/** What a prerendered page shows before the browser's storage is read: nobody signed in. */
const NO_HINT = { isLoggedIn: false, username: '' } as const;

/**
 * The stored hint, or NO_HINT itself when nothing is stored: a first visit then keeps the page as
 * the server rendered it, instead of rendering everything that reads the session a second time.
 */
function readHint(): AuthContextValue['hint'] {
  const stored = storedHint();
  return stored.isLoggedIn || stored.username !== '' ? stored : NO_HINT;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const hint = useBrowserValue(readHint, NO_HINT);
  const [report, setReport] = useState<SessionReport | null>(null);
  const [login, setLogin] = useState<LoginState>({ open: false, message: undefined, session: 0 });

  // A call made before AuthSession has reported (its chunk still loading) waits for it, not lost.
  const [attached] = useState(attachment);
  const latest = useRef<SessionReport | null>(null);
  const onReport = useCallback(
    (next: SessionReport) => {
      const before = latest.current?.user ?? null;
      latest.current = next;
      attached.resolve(next);
      // Everything that reads the session renders again. A new user (signed in, signed out) at
      // once: what was asked in the old one's name must stop now. The same one (the check's first
      // answer on a page) in a transition, in slices that yield, not in one task of up to 70 ms on
      // a phone.
      if (next.user === before) startTransition(() => setReport(next));
      else setReport(next);
    },
    [attached],
  );
  const session = useCallback(async () => latest.current ?? (await attached.promise), [attached]);
  const logOut = useCallback(async () => (await session()).logOut(), [session]);
  const refresh = useCallback(async () => (await session()).refresh(), [session]);

  const openLogin = useCallback((message?: string) => {
    setLogin((current) => ({ open: true, message, session: current.session + 1 }));
  }, []);

  const onLoginOpenChange = useCallback((open: boolean) => {
    setLogin((current) => ({ ...current, open }));
  }, []);

  // A page rendered for a visitor known to be signed out (the guide dashboard's gate) shows that at
  // once, on the server and in the browser taking it over, instead of a loading state.
  const rendered = useContext(RenderedForVisitor);
  const [knownVisitor] = useState(() => rendered ?? answersSayVisitor(readPageState()));
  const status = report?.status ?? (knownVisitor ? 'out' : 'loading');
  const user = report?.user ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({ status, isLoggedIn: user !== null, user, hint, openLogin, logOut, refresh }),
    [status, user, hint, openLogin, logOut, refresh],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      <WithData>
        <AuthSession login={login} onLoginOpenChange={onLoginOpenChange} onReport={onReport} />
      </WithData>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
