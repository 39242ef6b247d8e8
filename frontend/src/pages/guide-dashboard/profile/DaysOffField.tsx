/**
 * The guide's days off: a date picker with 'Add day off', and the chosen dates, each with its own
 * remove button. Adding and removing are said aloud; after a removal focus goes to the next date's
 * button (or back to the picker), never to the page's start.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDay } from '../../../components/guides/guide-format';
import { FieldMessages } from '../../../components/ui/fields';
import { addDayOff } from './hours-form';

export interface DaysOffFieldProps {
  readonly daysOff: readonly string[];
  readonly onChange: (daysOff: string[]) => void;
}

export function DaysOffField({ daysOff, onChange }: DaysOffFieldProps) {
  const id = useId();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** The index whose remove button takes focus after a removal. */
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? inputRef.current)?.focus();
  }, [daysOff]);

  const add = () => {
    const answer = addDayOff(daysOff, date);
    if (!answer.ok) {
      setError(answer.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setSaid(`Added ${formatDay(date)}.`);
    setDate('');
    onChange(answer.daysOff);
  };

  const remove = (index: number, day: string) => {
    focusAt.current = index;
    setSaid(`Removed ${formatDay(day)}.`);
    onChange(daysOff.filter((item) => item !== day));
  };

  // Enter in the picker adds the date instead of saving the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="guide-form__wide about-days-off">
      <legend className="field__label">Days off</legend>
      <p id={`${id}-hint`} className="field__hint">
        Dates you do not guide, besides the weekdays left unticked.
      </p>
      <div className="about-days-off__add">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            Day off
          </label>
          <input
            ref={inputRef}
            id={`${id}-date`}
            type="date"
            className="field__input"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={error !== null}
            aria-describedby={error === null ? `${id}-hint` : `${id}-error ${id}-hint`}
          />
        </div>
        <button type="button" className="btn btn-secondary" onClick={add}>
          Add day off
        </button>
      </div>
      <FieldMessages errorId={`${id}-error`} error={error} hintId="" hint={undefined} />
      {daysOff.length > 0 ? (
        <ul ref={listRef} className="about-days-off__list" aria-label="Your days off">
          {daysOff.map((day, index) => (
            <li key={day} className="about-days-off__item">
              <span>{formatDay(day) || day}</span>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => remove(index, day)}>
                Remove<span className="visually-hidden"> {formatDay(day) || day}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="guide-muted">No days off added.</p>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </fieldset>
  );
}
