/**
 * The booking forms' number, date and time inputs in the shared field look (the shared TextField
 * has no such types): a visible label, the rule message tied to the input, an optional hint and a
 * control beside it (the locate-me button).
 */
import { type ReactNode, type Ref, useId } from 'react';
import { FieldMessages } from '../components/ui/fields';

export interface BookingFieldProps {
  readonly label: string;
  readonly type: 'text' | 'number' | 'date' | 'time';
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly name: string;
  readonly min?: string;
  readonly max?: string;
  readonly step?: string;
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric' | 'decimal';
  readonly addon?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

export function BookingField({
  label,
  value,
  onChange,
  error,
  hint,
  addon,
  ref,
  ...input
}: BookingFieldProps) {
  const id = useId();
  const invalid = error !== undefined;
  const described = [invalid ? `${id}-error` : '', hint === undefined ? '' : `${id}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`field__control${addon === undefined ? '' : ' field__control--addon'}`}>
        <input
          ref={ref}
          id={id}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={described === '' ? undefined : described}
          {...input}
        />
        {addon}
      </div>
      <FieldMessages errorId={`${id}-error`} error={error ?? null} hintId={`${id}-hint`} hint={hint} />
    </div>
  );
}
