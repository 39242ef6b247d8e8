/**
 * The narration language (spec §2): the 30 languages in the spec's order. Choosing one stores it
 * as languageDetail and reloads the page, which then reads and speaks in it.
 */
import { LANGUAGES, type LanguageLabel } from '@app/contracts';
import { useId } from 'react';
import { notifyError } from '../../app/notify';
import { storeLanguageDetail } from './language-detail';

export function LanguageSelect({ value }: { value: LanguageLabel }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="language-select">
      <label className="field__label" htmlFor={id}>
        Language
      </label>
      <select
        id={id}
        className="field__input language-select__input"
        value={value}
        aria-describedby={hintId}
        onChange={(event) => {
          const chosen = LANGUAGES.find((language) => language.label === event.target.value);
          if (chosen === undefined) return;
          if (storeLanguageDetail(chosen.label)) window.location.reload();
          else notifyError('This browser would not save your language. Please allow site storage and retry.');
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.id} value={language.label}>
            {language.label}
          </option>
        ))}
      </select>
      <p id={hintId} className="visually-hidden">
        Changing the language reloads the page.
      </p>
    </div>
  );
}
