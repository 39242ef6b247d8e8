/** The login popup's title and description for each mode. */
import type { ReactNode } from 'react';
import type { LoginMode } from './login-modes';

export function loginHeading(mode: LoginMode, email: string): { title: string; description: ReactNode } {
  // No full stop after the address: on a phone it would end up alone on the next line.
  const to = <strong className="login__email">{email}</strong>;
  switch (mode) {
    case 'signIn':
      return {
        title: 'Log In',
        description: 'Welcome back! Log in to listen, book guides and keep your plans.',
      };
    case 'signUp':
      return {
        title: 'Sign Up',
        description: 'Create your free account. We will e-mail you a code to confirm it.',
      };
    case 'signUpOtp':
      return { title: 'Verify your e-mail', description: <>Enter the 6-digit code we sent to {to}</> };
    case 'forgotEmail':
      return {
        title: 'Forgot password',
        description: 'Enter your account e-mail and we will send you a code.',
      };
    case 'forgotOtp':
      return { title: 'Enter your code', description: <>Enter the 6-digit code we sent to {to}</> };
    case 'newPassword':
      return { title: 'New password', description: <>Choose a new password for {to}</> };
  }
}
