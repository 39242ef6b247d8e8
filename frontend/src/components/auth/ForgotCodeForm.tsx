import type { FormEvent } from 'react';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert } from '../ui/fields';
import { CodeField } from './CodeField';
import { otpProblem, type ResendTimer, type StepProps } from './login-modes';
import { ModeSwitch } from './ModeSwitch';
import { ResendCode } from './ResendCode';
import { useCodeStep } from './use-code-step';

export interface ForgotCodeFormProps extends StepProps, ResendTimer {
  /** Where the code went. */
  readonly email: string;
  readonly onCode: (otp: string) => void;
}

export function ForgotCodeForm({
  goTo,
  start,
  focus,
  email,
  resendIn,
  startResendTimer,
  onCode,
}: ForgotCodeFormProps) {
  const { otp, setOtp, info, form, otpRef, resent } = useCodeStep(start, focus, startResendTimer);
  const sendOtp = trpc.auth.sendResetOtp.useMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate([['otp', otpRef, otpProblem(otp)]])) return;
    onCode(otp);
  };

  const onResend = () => sendOtp.mutate({ forgotEmail: email }, resent);

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
      <BusyButton busy={false} className="login__submit">
        Continue
      </BusyButton>
      <ResendCode resendIn={resendIn} busy={sendOtp.isPending} onResend={onResend} />
      <ModeSwitch question="Wrong address?" label="Change e-mail" onSwitch={() => goTo('forgotEmail')} />
    </form>
  );
}
