/**
 * Where and how the guide works (spec §5): the state or union territory (the spec's 'city'), the
 * places, the price per person in USD and the status, professional or freelancer.
 */
import { GUIDE_RULES, GUIDE_STATUSES, INDIAN_STATES } from '@app/contracts';
import { useId } from 'react';
import { InputField } from '../../../components/guides/FormControls';
import { Combobox } from '../../../components/ui/Combobox';
import { FieldMessages, TextField } from '../../../components/ui/fields';
import type { FieldGroupProps } from './field-props';

const STATES = INDIAN_STATES.map((state) => ({ value: state, label: state }));

const STATUS_TEXT: Record<(typeof GUIDE_STATUSES)[number], { title: string; detail: string }> = {
  professional: { title: 'Professional', detail: 'A licensed guide: attach your official document (PDF).' },
  freelancer: { title: 'Freelancer', detail: 'A local who guides independently; no document needed.' },
};

export function WorkFields({ fields, onChange, errorOf }: FieldGroupProps) {
  const statusId = useId();
  const statusError = errorOf('status');
  return (
    <fieldset className="guide-form__group">
      <legend className="guide-form__legend">Where you guide</legend>
      <div className="guide-form__grid">
        <Combobox
          label="City (state or union territory)"
          options={STATES}
          value={fields.guideCity === '' ? null : fields.guideCity}
          onChange={(value) => onChange('guideCity', value ?? '')}
          error={errorOf('guideCity')}
          required
        />
        <InputField
          type="number"
          label="Price per person (USD)"
          name="guidePrice"
          min={String(GUIDE_RULES.price.min)}
          max={String(GUIDE_RULES.price.max)}
          step="0.01"
          value={fields.guidePrice}
          onChange={(value) => onChange('guidePrice', value)}
          error={errorOf('guidePrice')}
        />
        <TextField
          className="guide-form__wide"
          label="Places you guide"
          name="guidePlaces"
          maxLength={GUIDE_RULES.placesMax}
          placeholder="Taj Mahal, Agra Fort, Mehtab Bagh"
          value={fields.guidePlaces}
          onChange={(value) => onChange('guidePlaces', value)}
          error={errorOf('guidePlaces')}
          hint="Separate places with commas, named as travellers search for them."
        />
        <div
          className="guide-form__wide guide-status"
          role="radiogroup"
          aria-labelledby={`${statusId}-label`}
          aria-describedby={statusError !== null ? `${statusId}-error` : undefined}
        >
          <p id={`${statusId}-label`} className="field__label">
            Status
          </p>
          <div className="guide-status__options">
            {GUIDE_STATUSES.map((status) => (
              <label key={status} className="guide-status__option">
                <input
                  type="radio"
                  name="status"
                  value={status}
                  checked={fields.status === status}
                  onChange={() => onChange('status', status)}
                  aria-invalid={statusError !== null}
                />
                <span className="guide-status__text">
                  <strong>{STATUS_TEXT[status].title}</strong>
                  <span>{STATUS_TEXT[status].detail}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldMessages errorId={`${statusId}-error`} error={statusError} hintId="" hint={undefined} />
        </div>
      </div>
    </fieldset>
  );
}
