/**
 * Who is signed in, and the one way to ask for a login. The login popup arrives in a later issue;
 * until then `openLogin` shows its message as a toast, and every caller already uses the final API.
 */
import { MESSAGES } from '@app/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { notify } from './notify';

export interface AuthContextValue {
  /** False until sessions exist. */
  readonly isLoggedIn: boolean;
  /** Opens the login popup, showing `message` (default 'Please log in first'). */
  readonly openLogin: (message?: string) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthContextValue>(
    () => ({
      isLoggedIn: false,
      openLogin: (message = MESSAGES.pleaseLogInFirst) => notify(message),
    }),
    [],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
