/** Log-in mode: e-mail and password; a missing account is offered sign-up with what was typed. */
import { checkEmail, checkPassword, type UserProfile } from '@app/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert, PasswordField } from '../ui/fields';
import { EmailField } from './EmailField';
import { GoogleSignIn } from './GoogleSignIn';
import type { EmailProps, StepProps } from './login-modes';
import { ModeSwitch } from './ModeSwitch';
import { useLoginForm } from './use-login-form';
import { useModeFocus } from './use-mode-focus';

export interface SignInFormProps extends StepProps, EmailProps {
  /** Why the popup opened, e.g. 'please log in first'. */
  readonly message: string | undefined;
  readonly onLoggedIn: (user: UserProfile) => void;
}

export function SignInForm({
  goTo,
  start,
  focus,
  email,
  onEmailChange,
  message,
  onLoggedIn,
}: SignInFormProps) {
  const [password, setPassword] = useState(start.password ?? '');
  const form = useLoginForm<'email' | 'password'>(start.error);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Starts on the first empty field: the password when the address came filled in (e.g. after sign-up).
  const [first] = useState(() =>
    email !== '' && checkEmail(email.trim()) === null ? passwordRef : emailRef,
  );
  useModeFocus(focus, first);
  const logIn = trpc.auth.logIn.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (logIn.isPending) return;
    const logInEmail = email.trim();
    const checks = [
      ['email', emailRef, checkEmail(logInEmail)],
      ['password', passwordRef, checkPassword(password)],
    ] as const;
    if (!form.validate(checks)) return;
    logIn.mutate(
      { logInEmail, logInPassword: password },
      {
        onSuccess: (result) => {
          notify(result.message);
          setPassword('');
          onLoggedIn(result.user);
        },
        onError: (error) => {
          // A wrong password is retyped: focus it with its text selected.
          if (form.fail(error) !== 'PASSWORD_INCORRECT') return;
          passwordRef.current?.focus();
          passwordRef.current?.select();
        },
      },
    );
  };

  return (
    <form className="login__form" onSubmit={onSubmit} noValidate>
      {message !== undefined && <FormAlert tone="info" message={message} />}
      <EmailField
        inputRef={emailRef}
        name="logInEmail"
        autoComplete="username"
        value={email}
        onChange={form.fieldChange('email', onEmailChange)}
        error={form.errors.email}
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="logInPassword"
        autoComplete="current-password"
        value={password}
        onChange={form.fieldChange('password', setPassword)}
        error={form.errors.password}
      />
      <div className="login__row-end">
        <button type="button" className="login__link" onClick={() => goTo('forgotEmail')}>
          Forgot password?
        </button>
      </div>
      <FormAlert message={form.serverError} />
      {form.serverCode === 'ACCOUNT_MISSING' && (
        <ModeSwitch
          question="New here?"
          label="Sign up with this e-mail"
          onSwitch={() => goTo('signUp', { password })}
        />
      )}
      <BusyButton busy={logIn.isPending} busyLabel="Logging in…" className="login__submit">
        Log In
      </BusyButton>
      <GoogleSignIn />
      <ModeSwitch question="New to Xplore Guide?" label="Sign Up" onSwitch={() => goTo('signUp')} />
    </form>
  );
}
