/** Sign-up mode: e-mail and password, then the server e-mails a code (the next mode asks for it). */
import { checkEmail, checkPassword } from '@app/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert, PasswordField } from '../ui/fields';
import { EmailField } from './EmailField';
import { GoogleSignIn } from './GoogleSignIn';
import { type EmailProps, PASSWORD_HINT, type SignUpRequest, type StepProps } from './login-modes';
import { ModeSwitch } from './ModeSwitch';
import { useLoginForm } from './use-login-form';
import { useModeFocus } from './use-mode-focus';

export interface SignUpFormProps extends StepProps, EmailProps {
  /** Why the popup opened, e.g. 'please log in first'. */
  readonly message: string | undefined;
  /** The server sent the code: `info` is its message. */
  readonly onCodeSent: (request: SignUpRequest, info: string) => void;
}

export function SignUpForm({
  goTo,
  start,
  focus,
  email,
  onEmailChange,
  message,
  onCodeSent,
}: SignUpFormProps) {
  const [password, setPassword] = useState(start.password ?? '');
  const form = useLoginForm<'email' | 'password'>(start.error);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useModeFocus(focus, emailRef);
  const sendOtp = trpc.auth.sendSignUpOtp.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sendOtp.isPending) return;
    const signUpEmail = email.trim();
    const checks = [
      ['email', emailRef, checkEmail(signUpEmail)],
      ['password', passwordRef, checkPassword(password)],
    ] as const;
    if (!form.validate(checks)) return;
    sendOtp.mutate(
      { signUpEmail, signUpPassword: password },
      {
        onSuccess: (result) => onCodeSent({ email: signUpEmail, password }, result.message),
        onError: (error) => form.fail(error),
      },
    );
  };

  return (
    <form className="login__form" onSubmit={onSubmit} noValidate>
      {message !== undefined && <FormAlert tone="info" message={message} />}
      <EmailField
        inputRef={emailRef}
        name="signUpEmail"
        autoComplete="email"
        value={email}
        onChange={form.fieldChange('email', onEmailChange)}
        error={form.errors.email}
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="signUpPassword"
        autoComplete="new-password"
        value={password}
        onChange={form.fieldChange('password', setPassword)}
        error={form.errors.password}
        hint={form.errors.password ? undefined : PASSWORD_HINT}
      />
      <FormAlert message={form.serverError} />
      {form.serverCode === 'ACCOUNT_EXISTS' && (
        <ModeSwitch
          question="Already registered?"
          label="Log in with this e-mail"
          onSwitch={() => goTo('signIn')}
        />
      )}
      <BusyButton busy={sendOtp.isPending} busyLabel="Sending code…" className="login__submit">
        Sign Up
      </BusyButton>
      <GoogleSignIn />
      <ModeSwitch question="Already have an account?" label="Log In" onSwitch={() => goTo('signIn')} />
    </form>
  );
}
