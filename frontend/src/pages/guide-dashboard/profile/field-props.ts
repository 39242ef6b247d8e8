/** What each group of the guide profile form receives from the form. */
import type { GuideFormFields, GuideTextField } from '@app/contracts';
import type { GuideFormKey } from './profile-form';

export interface FieldGroupProps {
  readonly fields: GuideFormFields;
  readonly onChange: (name: GuideTextField, value: string) => void;
  /** The message to show under a field, or null when it is fine. */
  readonly errorOf: (key: GuideFormKey) => string | null;
}
