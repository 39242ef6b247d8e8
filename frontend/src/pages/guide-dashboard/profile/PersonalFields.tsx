/** Who the guide is (spec §5): names, date of birth, phone with its country code, and address. */
import { GUIDE_COUNTRY_CODES, GUIDE_PHONE_MAX_DIGITS, GUIDE_RULES } from '@app/contracts';
import { InputField, SelectField } from '../../../components/guides/FormControls';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import type { FieldGroupProps } from './field-props';
import { phoneDigits } from './profile-form';

const CODES = GUIDE_COUNTRY_CODES.map((code) => ({ value: code, label: code }));

/** The latest birth date a guide of the minimum age can have, as a date input's max. */
function latestBirthDate(now: Date): string {
  const date = new Date(now);
  date.setFullYear(date.getFullYear() - GUIDE_RULES.minimumAge);
  return date.toISOString().slice(0, 10);
}

export function PersonalFields({ fields, onChange, errorOf }: FieldGroupProps) {
  return (
    <fieldset className="guide-form__group">
      <legend className="guide-form__legend">About you</legend>
      <div className="guide-form__grid">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          maxLength={GUIDE_RULES.nameMax}
          value={fields.firstName}
          onChange={(value) => onChange('firstName', value)}
          error={errorOf('firstName')}
        />
        <TextField
          label="Last name (optional)"
          name="lastName"
          autoComplete="family-name"
          maxLength={GUIDE_RULES.nameMax}
          value={fields.lastName}
          onChange={(value) => onChange('lastName', value)}
          error={errorOf('lastName')}
        />
        <InputField
          type="date"
          label="Date of birth"
          name="dob"
          autoComplete="bday"
          max={latestBirthDate(new Date())}
          value={fields.dob}
          onChange={(value) => onChange('dob', value)}
          error={errorOf('dob')}
          hint={`Guides must be at least ${GUIDE_RULES.minimumAge}.`}
        />
        <div className="guide-form__phone">
          <SelectField
            label="Code"
            name="countryCode"
            className="guide-form__code"
            options={CODES}
            value={fields.countryCode}
            onChange={(value) => onChange('countryCode', value)}
            error={errorOf('countryCode')}
          />
          {/* No maxLength: a pasted '98450 12345' keeps all its digits; phoneDigits keeps 10. */}
          <TextField
            label="Phone number"
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={fields.phoneNumber}
            onChange={(value) => onChange('phoneNumber', phoneDigits(value))}
            error={errorOf('phoneNumber')}
            hint={`Up to ${GUIDE_PHONE_MAX_DIGITS} digits.`}
          />
        </div>
        <TextAreaField
          className="guide-form__wide"
          label="Address"
          name="address"
          autoComplete="street-address"
          rows={3}
          maxLength={GUIDE_RULES.addressMax}
          value={fields.address}
          onChange={(value) => onChange('address', value)}
          error={errorOf('address')}
        />
      </div>
    </fieldset>
  );
}
