/**
 * One weekday of the guide's hours: whether they work that day, and from when to when. The day's
 * name is part of every control's name ('Works on Monday', 'Monday from') while the row shows it
 * once; the times are off while the day is unticked.
 */
import { useId } from 'react';
import { FieldMessages } from '../../../components/ui/fields';
import { type DayHours, DEFAULT_HOURS } from './hours-form';

export interface WeekdayRowProps {
  readonly name: string;
  readonly hours: DayHours;
  readonly error: string | null;
  readonly onChange: (hours: DayHours) => void;
}

export function WeekdayRow({ name, hours, error, onChange }: WeekdayRowProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error !== null;
  const time = (edge: 'from' | 'to') => (
    <label className="hours-day__time">
      <span className="hours-day__time-label">
        <span className="visually-hidden">{name} </span>
        {edge}
      </span>
      <input
        type="time"
        className="field__input"
        value={hours[edge]}
        disabled={!hours.works}
        onChange={(event) => onChange({ ...hours, [edge]: event.target.value })}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      />
    </label>
  );

  return (
    <li className={`hours-day${hours.works ? ' hours-day--works' : ''}`}>
      <label className="about-check hours-day__works">
        <input
          type="checkbox"
          checked={hours.works}
          onChange={(event) => {
            const works = event.target.checked;
            // A cleared time would block saving a day just ticked: it starts from usual hours.
            const from = hours.from === '' ? DEFAULT_HOURS.from : hours.from;
            const to = hours.to === '' ? DEFAULT_HOURS.to : hours.to;
            onChange({ works, from, to });
          }}
        />
        <span>
          <span className="visually-hidden">Works on </span>
          {name}
        </span>
      </label>
      <div className="hours-day__times">
        {time('from')}
        {time('to')}
      </div>
      {invalid && (
        <div className="hours-day__error">
          <FieldMessages errorId={errorId} error={error} hintId="" hint={undefined} />
        </div>
      )}
    </li>
  );
}
