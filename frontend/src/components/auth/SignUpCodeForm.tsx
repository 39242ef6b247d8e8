import type { FormEvent } from 'react';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert } from '../ui/fields';
import { CodeField } from './CodeField';
import { otpProblem, type ResendTimer, type SignUpRequest, type StepProps } from './login-modes';
import { ModeSwitch } from './ModeSwitch';
import { ResendCode } from './ResendCode';
import { useCodeStep } from './use-code-step';

export interface SignUpCodeFormProps extends StepProps, ResendTimer {
  readonly request: SignUpRequest;
  /** The account exists now: log-in comes next, with this address filled in. */
  readonly onCreated: (email: string) => void;
}

export function SignUpCodeForm({
  goTo,
  start,
  focus,
  request,
  resendIn,
  startResendTimer,
  onCreated,
}: SignUpCodeFormProps) {
  const { otp, setOtp, info, form, otpRef, resent } = useCodeStep(start, focus, startResendTimer);
  const createAccount = trpc.auth.createAccount.useMutation();
  const sendOtp = trpc.auth.sendSignUpOtp.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (createAccount.isPending) return;
    if (!form.validate([['otp', otpRef, otpProblem(otp)]])) return;
    createAccount.mutate(
      { signUpEmail: request.email, signUpPassword: request.password, otp },
      {
        onSuccess: (result) => {
          notify(result.message);
          onCreated(request.email);
        },
        onError: (error) => {
          form.fail(error);
          otpRef.current?.focus();
        },
      },
    );
  };

  const onResend = () =>
    sendOtp.mutate({ signUpEmail: request.email, signUpPassword: request.password }, resent);

  return (
    <form className="login__form" onSubmit={onSubmit} noValidate>
      <FormAlert tone="info" message={info} />
      <CodeField
        inputRef={otpRef}
        value={otp}
        onChange={form.fieldChange('otp', setOtp)}
        error={form.errors.otp}
      />
      <FormAlert message={form.serverError} />
      <BusyButton busy={createAccount.isPending} busyLabel="Creating account…" className="login__submit">
        Create account
      </BusyButton>
      <ResendCode resendIn={resendIn} busy={sendOtp.isPending} onResend={onResend} />
      <ModeSwitch question="Wrong address?" label="Change e-mail" onSwitch={() => goTo('signUp')} />
    </form>
  );
}
