/**
 * The last step of a password reset: the new password, sent with the code typed before. A code the
 * server turns down (wrong, expired, used up) sends the user back to the code step with its message.
 */
import { checkPassword, OTP_PROBLEMS } from '@app/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { errorCode, errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert, PasswordField } from '../ui/fields';
import { PASSWORD_HINT, type ResetRequest, type StepProps } from './login-modes';
import { useLoginForm } from './use-login-form';
import { useModeFocus } from './use-mode-focus';

export interface NewPasswordFormProps extends StepProps {
  readonly request: ResetRequest;
  /** The password is changed: log-in comes next, with this address filled in. */
  readonly onReset: (email: string) => void;
}

export function NewPasswordForm({ goTo, start, focus, request, onReset }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const form = useLoginForm<'password'>(start.error);
  const passwordRef = useRef<HTMLInputElement>(null);
  useModeFocus(focus, passwordRef);
  const resetPassword = trpc.auth.resetPassword.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (resetPassword.isPending) return;
    if (!form.validate([['password', passwordRef, checkPassword(password)]])) return;
    resetPassword.mutate(
      { forgotEmailSaved: request.email, newPassword: password, otp: request.otp },
      {
        onSuccess: (result) => {
          notify(result.message);
          onReset(request.email);
        },
        onError: (error) => {
          const code = errorCode(error);
          // The code was the problem: back to the code step, with the new password left behind.
          if (code !== undefined && OTP_PROBLEMS.includes(code))
            goTo('forgotOtp', { error: errorMessage(error) });
          else form.fail(error);
        },
      },
    );
  };

  return (
    <form className="login__form" onSubmit={onSubmit} noValidate>
      {/* Lets password managers store the new password under the right account. */}
      <input
        className="visually-hidden"
        type="email"
        name="username"
        autoComplete="username"
        value={request.email}
        readOnly
        tabIndex={-1}
        aria-hidden="true"
      />
      <PasswordField
        ref={passwordRef}
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        value={password}
        onChange={form.fieldChange('password', setPassword)}
        error={form.errors.password}
        hint={form.errors.password ? undefined : PASSWORD_HINT}
      />
      <FormAlert message={form.serverError} />
      <BusyButton busy={resetPassword.isPending} busyLabel="Saving…" className="login__submit">
        Reset password
      </BusyButton>
      <p className="login__switch">
        <button type="button" className="login__link" onClick={() => goTo('forgotOtp')}>
          Back to the code
        </button>
      </p>
    </form>
  );
}
