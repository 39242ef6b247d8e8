/** The 6-digit code field of the code steps, with how long a code stays valid. */
import { OTP_RULES } from '@app/contracts';
import type { RefObject } from 'react';
import { OtpField } from '../ui/fields';

export function CodeField({
  inputRef,
  value,
  onChange,
  error,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
}) {
  return (
    <OtpField
      ref={inputRef}
      length={OTP_RULES.length}
      label="Verification code"
      name="otp"
      value={value}
      onChange={onChange}
      error={error}
      hint={`The code is valid for ${OTP_RULES.ttlMinutes} minutes.`}
    />
  );
}
