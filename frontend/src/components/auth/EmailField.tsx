/** The e-mail field of the log-in, sign-up and forgot-password forms. */
import type { RefObject } from 'react';
import { TextField } from '../ui/fields';

export function EmailField({
  inputRef,
  name,
  autoComplete,
  value,
  onChange,
  error,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  name: string;
  autoComplete: 'username' | 'email';
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
}) {
  return (
    <TextField
      ref={inputRef}
      label="Email"
      type="email"
      name={name}
      autoComplete={autoComplete}
      inputMode="email"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
