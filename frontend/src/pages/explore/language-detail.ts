/**
 * The narration language the visitor chose (spec §2): stored in localStorage as 'languageDetail'
 * (a label such as 'Hindi'), 'English (US)' by default. Unknown stored values read as the default.
 */
import { DEFAULT_LANGUAGE_LABEL, findLanguage, LANGUAGES, type LanguageLabel } from '@app/contracts';

export const LANGUAGE_DETAIL_KEY = 'languageDetail';

/** The label to use for what storage holds (a label, or an old language id), else the default. */
export function languageLabelOf(stored: string | null | undefined): LanguageLabel {
  const language = stored ? findLanguage(stored.trim()) : undefined;
  return LANGUAGES.find((entry) => entry.label === language?.label)?.label ?? DEFAULT_LANGUAGE_LABEL;
}

export function readLanguageDetail(): LanguageLabel {
  try {
    return languageLabelOf(window.localStorage.getItem(LANGUAGE_DETAIL_KEY));
  } catch {
    // Storage blocked (privacy settings): the default language serves.
    return DEFAULT_LANGUAGE_LABEL;
  }
}

/** Saves the choice; false when the browser would not store it. */
export function storeLanguageDetail(label: LanguageLabel): boolean {
  try {
    window.localStorage.setItem(LANGUAGE_DETAIL_KEY, label);
    return true;
  } catch {
    return false;
  }
}

/** The BCP 47 tag for a `lang` attribute, from a label or a language id. */
export function langTag(labelOrId: string): string {
  return findLanguage(labelOrId)?.bcp47 ?? 'en';
}
