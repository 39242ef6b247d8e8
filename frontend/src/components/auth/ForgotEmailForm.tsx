/** Forgot-password mode: the account's e-mail, then the server e-mails a code (the next mode asks for it). */
import { checkEmail } from '@app/contracts';
import { type FormEvent, useRef } from 'react';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert } from '../ui/fields';
import { EmailField } from './EmailField';
import type { EmailProps, StepProps } from './login-modes';
import { ModeSwitch } from './ModeSwitch';
import { useLoginForm } from './use-login-form';
import { useModeFocus } from './use-mode-focus';

export interface ForgotEmailFormProps extends StepProps, EmailProps {
  /** The server sent the code to `email`: `info` is its message. */
  readonly onCodeSent: (email: string, info: string) => void;
}

export function ForgotEmailForm({
  goTo,
  start,
  focus,
  email,
  onEmailChange,
  onCodeSent,
}: ForgotEmailFormProps) {
  const form = useLoginForm<'email'>(start.error);
  const emailRef = useRef<HTMLInputElement>(null);
  useModeFocus(focus, emailRef);
  const sendOtp = trpc.auth.sendResetOtp.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sendOtp.isPending) return;
    const forgotEmail = email.trim();
    if (!form.validate([['email', emailRef, checkEmail(forgotEmail)]])) return;
    sendOtp.mutate(
      { forgotEmail },
      {
        onSuccess: (result) => onCodeSent(forgotEmail, result.message),
        onError: (error) => form.fail(error),
      },
    );
  };

  return (
    <form className="login__form" onSubmit={onSubmit} noValidate>
      <EmailField
        inputRef={emailRef}
        name="forgotEmail"
        autoComplete="email"
        value={email}
        onChange={form.fieldChange('email', onEmailChange)}
        error={form.errors.email}
      />
      <FormAlert message={form.serverError} />
      {form.serverCode === 'ACCOUNT_MISSING' && (
        <ModeSwitch question="New here?" label="Sign up with this e-mail" onSwitch={() => goTo('signUp')} />
      )}
      <BusyButton busy={sendOtp.isPending} busyLabel="Sending code…" className="login__submit">
        Send OTP
      </BusyButton>
      <ModeSwitch question="Remembered it?" label="Back to Log In" onSwitch={() => goTo('signIn')} />
    </form>
  );
}
