/**
 * The guide forms' inputs that the shared text fields do not cover (dates, numbers, a native
 * select), in the same look: a visible label, the rule message tied to the control
 * (aria-invalid + aria-describedby) and an optional hint.
 */
import { type ReactNode, type Ref, useId } from 'react';
import { FieldMessages } from '../ui/fields';

interface ControlProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly name?: string;
  readonly className?: string;
}

/** Props every control passes to its element: id, state and descriptions. */
function useControl({ error = null, hint }: Pick<ControlProps, 'error' | 'hint'>) {
  const id = useId();
  const invalid = error !== null && error !== '';
  const ids = [invalid ? `${id}-error` : '', hint === undefined ? '' : `${id}-hint`].filter(Boolean);
  return {
    id,
    invalid,
    describedBy: ids.length > 0 ? ids.join(' ') : undefined,
    messages: (
      <FieldMessages
        errorId={`${id}-error`}
        error={invalid ? error : null}
        hintId={`${id}-hint`}
        hint={hint}
      />
    ),
  };
}

export interface InputFieldProps extends ControlProps {
  readonly type: 'date' | 'datetime-local' | 'number';
  readonly min?: string;
  readonly max?: string;
  readonly step?: string;
  readonly autoComplete?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

export function InputField({
  label,
  value,
  onChange,
  className = '',
  ref,
  error,
  hint,
  ...rest
}: InputFieldProps) {
  const control = useControl({ error, hint });
  return (
    <div className={`field ${className}`.trim()}>
      <label className="field__label" htmlFor={control.id}>
        {label}
      </label>
      <input
        ref={ref}
        id={control.id}
        className="field__input"
        inputMode={rest.type === 'number' ? 'decimal' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={control.invalid}
        aria-describedby={control.describedBy}
        {...rest}
      />
      {control.messages}
    </div>
  );
}

export interface SelectFieldProps extends ControlProps {
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** Shown as an empty first choice until one is made. */
  readonly placeholder?: string;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  className = '',
  error,
  hint,
  name,
}: SelectFieldProps) {
  const control = useControl({ error, hint });
  return (
    <div className={`field ${className}`.trim()}>
      <label className="field__label" htmlFor={control.id}>
        {label}
      </label>
      <select
        id={control.id}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={control.invalid}
        aria-describedby={control.describedBy}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {control.messages}
    </div>
  );
}
