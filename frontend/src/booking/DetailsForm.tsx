/**
 * The details popup (spec §2 popups 2 and 3): Number of People for an instant tour; Pick Up Location
 * (with locate-me), Date, Time and Number of People for a reserved one. The rule messages sit under
 * their fields; after a refused Next the first field in error gets focus.
 */
import { BOOKING_HOURS, BOOKING_RULES, type BookingKind, MIN_PEOPLE } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { FormAlert } from '../components/ui/fields';
import { BookingField } from './BookingField';
import { type DetailsErrors, dateBounds, FIELDS_OF, firstInvalid } from './booking-form';
import type { DetailsFields } from './booking-steps';
import { LocateMeButton } from './LocateMeButton';

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export interface DetailsFormProps {
  readonly kind: BookingKind;
  readonly placeName: string;
  readonly fields: DetailsFields;
  readonly errors: DetailsErrors;
  /** A new number after each refused Next: focus goes to the first field in error. */
  readonly attempt: number;
  readonly problem: string | null;
  readonly onEdit: (field: keyof DetailsFields, value: string) => void;
  readonly onSubmit: () => void;
}

export function DetailsForm(props: DetailsFormProps) {
  const { kind, fields, errors, attempt, problem, onEdit, onSubmit } = props;
  const refs = {
    location: useRef<HTMLInputElement>(null),
    date: useRef<HTMLInputElement>(null),
    time: useRef<HTMLInputElement>(null),
    people: useRef<HTMLInputElement>(null),
  };
  const bounds = dateBounds(new Date());

  // The step replaced the one that had focus: its first field takes it, then each refused Next
  // moves it to the first field in error. Keyed on the attempt, not on every keystroke.
  useEffect(() => {
    const field = attempt === 0 ? FIELDS_OF[kind][0] : firstInvalid(kind, errors);
    if (field !== null && field !== undefined) refs[field].current?.focus();
  }, [attempt]);

  const people = (
    <BookingField
      ref={refs.people}
      label="Number of People"
      name="people"
      type="number"
      inputMode="numeric"
      min={String(MIN_PEOPLE)}
      max={String(BOOKING_RULES.maxPeople)}
      step="1"
      value={fields.people}
      onChange={(value) => onEdit('people', value)}
      error={errors.people}
    />
  );

  return (
    <form
      className="booking-details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="booking-details__place">
        Guide for <strong>{props.placeName}</strong>
      </p>
      {kind === 'reserved' && (
        <>
          <BookingField
            ref={refs.location}
            label="Pick Up Location"
            name="location"
            type="text"
            autoComplete="street-address"
            value={fields.location}
            onChange={(value) => onEdit('location', value)}
            error={errors.location}
            addon={<LocateMeButton onAddress={(address) => onEdit('location', address)} />}
          />
          <div className="booking-details__row">
            <BookingField
              ref={refs.date}
              label="Date"
              name="date"
              type="date"
              min={bounds.min}
              max={bounds.max}
              value={fields.date}
              onChange={(value) => onEdit('date', value)}
              error={errors.date}
            />
            <BookingField
              ref={refs.time}
              label="Time"
              name="time"
              type="time"
              min={pad(BOOKING_HOURS.firstHour)}
              max={pad(BOOKING_HOURS.endHour)}
              value={fields.time}
              onChange={(value) => onEdit('time', value)}
              error={errors.time}
              hint="Between 7am and 9pm, India time."
            />
          </div>
        </>
      )}
      {people}
      <FormAlert message={problem} />
    </form>
  );
}
