/**
 * Form pieces shared by every popup form: labelled fields whose rule message is tied to the input
 * (aria-invalid + aria-describedby), a password field with show/hide, the 6-digit code field, the
 * server-message alert and a submit button with a busy state.
 */
import { type ReactNode, type Ref, useId, useState } from 'react';
import './fields.css';

interface BaseFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The rule message for this field, shown under it; null when fine. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly name?: string;
  readonly ref?: Ref<HTMLInputElement>;
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
  readonly disabled?: boolean;
  readonly maxLength?: number;
  /** Something shown beside the label, e.g. a 'Verified' badge. */
  readonly badge?: ReactNode;
  readonly className?: string;
}

export interface TextFieldProps extends BaseFieldProps {
  readonly type?: 'text' | 'email' | 'tel' | 'password' | 'url';
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** A control beside the input (e.g. a 'Send OTP' button); stays on the input's row. */
  readonly addon?: ReactNode;
}

function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

export function TextField({
  label,
  value,
  onChange,
  error = null,
  hint,
  type = 'text',
  inputMode,
  addon,
  badge,
  className = '',
  ref,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = error !== null && error !== '';
  return (
    <div className={`field ${className}`.trim()}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {badge}
      </div>
      <div className={`field__control${addon === undefined ? '' : ' field__control--addon'}`}>
        <input
          ref={ref}
          id={id}
          className="field__input"
          type={type}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy(invalid && errorId, hint !== undefined && hintId)}
          {...rest}
        />
        {addon}
      </div>
      <FieldMessages errorId={errorId} error={invalid ? error : null} hintId={hintId} hint={hint} />
    </div>
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon' | 'inputMode'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      className={`field--password ${props.className ?? ''}`.trim()}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="field__reveal"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
          <span className="visually-hidden">Show password</span>
        </button>
      }
    />
  );
}

/** The 6-digit code from an e-mail or SMS: digits only, and the phone's code autofill. */
export function OtpField({
  length,
  onChange,
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> & { length: number }) {
  return (
    <TextField
      {...props}
      className="field--otp"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      placeholder={'•'.repeat(length)}
      onChange={(value) => onChange(value.replace(/\D/g, '').slice(0, length))}
    />
  );
}

export interface TextAreaFieldProps extends Omit<BaseFieldProps, 'ref' | 'autoComplete'> {
  readonly ref?: Ref<HTMLTextAreaElement>;
  readonly rows?: number;
  readonly autoComplete?: string;
}

export function TextAreaField({
  label,
  value,
  onChange,
  error = null,
  hint,
  badge,
  className = '',
  rows = 4,
  ref,
  ...rest
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = error !== null && error !== '';
  return (
    <div className={`field ${className}`.trim()}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {badge}
      </div>
      <textarea
        ref={ref}
        id={id}
        className="field__input field__input--area"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy(invalid && errorId, hint !== undefined && hintId)}
        {...rest}
      />
      <FieldMessages errorId={errorId} error={invalid ? error : null} hintId={hintId} hint={hint} />
    </div>
  );
}

/** A field's error (announced through aria-describedby) and its hint, under the control. */
export function FieldMessages({
  errorId,
  error,
  hintId,
  hint,
}: {
  errorId: string;
  error: ReactNode;
  hintId: string;
  hint: ReactNode | undefined;
}) {
  return (
    <>
      {error !== null && error !== undefined && (
        <p id={errorId} className="field__error">
          <ErrorIcon />
          {error}
        </p>
      )}
      {hint !== undefined && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </>
  );
}

export function ErrorIcon() {
  return (
    <svg className="field__error-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8" />
      <path d="M10 6v5M10 14h.01" />
    </svg>
  );
}

/** A message from the server (or a failed call) about the whole form. */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'info' }) {
  if (message === null || message === '') return null;
  return (
    <p className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'error' ? <ErrorIcon /> : <InfoIcon />}
      <span>{message}</span>
    </p>
  );
}

function InfoIcon() {
  return (
    <svg className="field__error-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8" />
      <path d="M10 9v5M10 6h.01" />
    </svg>
  );
}

export interface BusyButtonProps {
  readonly busy: boolean;
  readonly children: ReactNode;
  /** Read while busy, e.g. 'Logging in…'. */
  readonly busyLabel?: string;
  readonly type?: 'submit' | 'button';
  readonly variant?: 'primary' | 'secondary' | 'ghost';
  readonly size?: 'sm' | 'md';
  readonly className?: string;
  readonly onClick?: () => void;
  readonly disabled?: boolean;
}

/**
 * A button that shows a spinner while its call runs. It stays focusable (aria-disabled rather than
 * disabled) so keyboard focus does not fall out of the popup; handlers ignore presses while busy.
 */
export function BusyButton({
  busy,
  children,
  busyLabel,
  type = 'submit',
  variant = 'primary',
  size = 'md',
  className = '',
  onClick,
  disabled = false,
}: BusyButtonProps) {
  const inactive = busy || disabled;
  return (
    <button
      type={type}
      className={`btn btn-${variant}${size === 'sm' ? ' btn-sm' : ''} busy-button ${className}`.trim()}
      aria-disabled={inactive || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (inactive) {
          event.preventDefault();
          return;
        }
        onClick?.();
      }}
    >
      {busy && <span className="busy-button__spinner" aria-hidden="true" />}
      <span>{busy && busyLabel !== undefined ? busyLabel : children}</span>
    </button>
  );
}
