/** The login popup's modes (spec §4), how the popup moves between them, and rules they share. */
import { MESSAGES, OTP_RULES, PASSWORD_LENGTH } from '@app/contracts';
import type { RefObject } from 'react';

export type LoginMode = 'signIn' | 'signUp' | 'signUpOtp' | 'forgotEmail' | 'forgotOtp' | 'newPassword';

/** What a mode starts with, handed over by the step before it. */
export interface ModeStart {
  /** E.g. the server's 'OTP sent' message, shown at the top of a code step. */
  readonly info?: string | null;
  /** E.g. a stale code found at the new-password step, shown at the code step it returns to. */
  readonly error?: string | null;
  /** The password typed in the mode before, when it carries over (log-in → sign-up). */
  readonly password?: string;
}

export type GoTo = (next: LoginMode, start?: ModeStart) => void;

/** Where a mode's focus starts: the popup's opening focus, or at once after a move between modes. */
export interface ModeFocus {
  readonly popup: RefObject<HTMLElement | null>;
  readonly now: boolean;
}

/** What every mode's form receives from the popup. */
export interface StepProps {
  readonly goTo: GoTo;
  readonly start: ModeStart;
  readonly focus: ModeFocus;
}

/** The address field shared by the modes that have one: typed once, kept across modes. */
export interface EmailProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
}

/** The sign-up waiting for its code: fixed when the code was requested. */
export interface SignUpRequest {
  readonly email: string;
  readonly password: string;
}

/** A password reset: the address, then the code typed before the new password. */
export interface ResetRequest {
  readonly email: string;
  readonly otp: string;
}

/** When a new code may be asked for, shared by the steps that wait for one. */
export interface ResendTimer {
  readonly resendIn: number;
  readonly startResendTimer: (seconds: number) => void;
}

export const PASSWORD_HINT = `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`;

/** The code's own rule, checked before the server is asked. */
export function otpProblem(code: string): string | null {
  return code.length === OTP_RULES.length ? null : MESSAGES.otpIncorrect;
}
