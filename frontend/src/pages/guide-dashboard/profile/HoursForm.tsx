/**
 * Your hours (issue 26): the weekdays and hours the guide works and their days off, saved with
 * `guides.setAvailability`; the booking grid then offers the guide at those times only. A guide who
 * never saved hours can be booked at any time, which the form says.
 */
import { GUIDE_ABOUT_MESSAGES, type GuidePrivateProfile, WEEKDAYS } from '@app/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../app/auth';
import { errorMessage, isUnauthorized } from '../../../app/errors';
import { notify } from '../../../app/notify';
import { trpc } from '../../../app/trpc';
import { BusyButton, FormAlert } from '../../../components/ui/fields';
import { DaysOffField } from './DaysOffField';
import { type DayHours, hoursFromAvailability, invalidDays, toAvailabilityInput } from './hours-form';
import { WeekdayRow } from './WeekdayRow';

export interface HoursFormProps {
  readonly guide: GuidePrivateProfile;
  /** Called with the profile the server saved. */
  readonly onSaved: (profile: GuidePrivateProfile) => void;
}

const NONE: readonly number[] = [];

export function HoursForm({ guide, onSaved }: HoursFormProps) {
  const { refresh } = useAuth();
  const [state, setState] = useState(() => hoursFromAvailability(guide.availability));
  const [invalid, setInvalid] = useState(NONE);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync: saveHours, isPending: busy } = trpc.guides.setAvailability.useMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const neverSet = guide.availability === null;
  const noDay = state.days.every((hours) => !hours.works);

  useEffect(() => {
    if (invalid.length === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]:not(:disabled)')?.focus();
  }, [invalid]);

  const setDay = (day: number, hours: DayHours) => {
    setState((current) => ({ ...current, days: current.days.map((item, n) => (n === day ? hours : item)) }));
    setInvalid((current) => current.filter((n) => n !== day));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const wrong = invalidDays(state);
    setInvalid(wrong);
    setFailure(wrong.length > 0 ? GUIDE_ABOUT_MESSAGES.hours : null);
    if (wrong.length > 0) return;
    try {
      const saved = await saveHours(toAvailabilityInput(state));
      setState(hoursFromAvailability(saved.availability));
      notify('Your hours are saved.');
      onSaved(saved);
    } catch (error) {
      if (isUnauthorized(error)) void refresh();
      setFailure(errorMessage(error));
    }
  };

  return (
    <form ref={formRef} className="guide-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="guide-form__group">
        <legend className="guide-form__legend">Your hours</legend>
        <div className="guide-form__grid">
          {neverSet && (
            <div className="guide-form__wide">
              <FormAlert
                tone="info"
                message="You have not set your hours yet, so travellers can book you at any time. Tick the days you work to limit that."
              />
            </div>
          )}
          <fieldset className="guide-form__wide hours-week">
            <legend className="field__label">Days and hours you work (India time)</legend>
            <ul className="hours-week__days">
              {WEEKDAYS.map((name, day) => (
                <WeekdayRow
                  key={name}
                  name={name}
                  hours={state.days[day] ?? { works: false, from: '', to: '' }}
                  error={invalid.includes(day) ? 'Start before the end time.' : null}
                  onChange={(hours) => setDay(day, hours)}
                />
              ))}
            </ul>
            {noDay && !neverSet && (
              <p className="field__hint">No day ticked: travellers cannot book you until you tick one.</p>
            )}
          </fieldset>
          <DaysOffField
            daysOff={state.daysOff}
            onChange={(daysOff) => setState((current) => ({ ...current, daysOff }))}
          />
        </div>
      </fieldset>
      <FormAlert message={failure} />
      <div className="guide-form__actions">
        <BusyButton busy={busy} busyLabel="Saving…">
          Save hours
        </BusyButton>
      </div>
    </form>
  );
}
