/** What both code steps (sign-up and forgot password) share: the typed code, its notes, and re-sending. */
import { OTP_RULES } from '@app/contracts';
import { useRef, useState } from 'react';
import type { ModeFocus, ModeStart } from './login-modes';
import { useLoginForm } from './use-login-form';
import { useModeFocus } from './use-mode-focus';

export function useCodeStep(start: ModeStart, focus: ModeFocus, startResendTimer: (seconds: number) => void) {
  const [otp, setOtp] = useState('');
  const [info, setInfo] = useState(start.info ?? null);
  const form = useLoginForm<'otp'>(start.error);
  const otpRef = useRef<HTMLInputElement>(null);
  useModeFocus(focus, otpRef);
  /** Handlers for a re-send call: a new code is on its way, so the field starts over. */
  const resent = {
    onSuccess: (result: { message: string }) => {
      startResendTimer(OTP_RULES.resendAfterSeconds);
      form.clearServerError();
      setInfo(result.message);
      setOtp('');
      otpRef.current?.focus();
    },
    onError: (error: unknown) => form.fail(error),
  };
  return { otp, setOtp, info, form, otpRef, resent };
}
