/**
 * The "Your bio and languages" form's state (issue 26) and its pure steps: prefilled from the guide's own
 * profile, checked by the rules `guides.setAbout` applies (guideAboutSchema, without zod in the
 * browser), and turned into that call's input.
 */
import {
  GUIDE_ABOUT_MESSAGES,
  GUIDE_ABOUT_RULES,
  type GuideAbout,
  type GuideLanguage,
  type GuidePrivateProfile,
} from '@app/contracts';

export interface AboutFormState {
  readonly bio: string;
  readonly languages: readonly GuideLanguage[];
  /** As typed: '' while the guide does not say. */
  readonly years: string;
}

export type AboutField = 'bio' | 'languages' | 'years';

export interface AboutProblem {
  readonly field: AboutField;
  readonly message: string;
}

export function aboutFromProfile(profile: GuidePrivateProfile): AboutFormState {
  return {
    bio: profile.bio,
    languages: profile.languages,
    years: profile.yearsOfExperience === null ? '' : String(profile.yearsOfExperience),
  };
}

/** Ticks or unticks a language, keeping the order of GUIDE_LANGUAGES's checkboxes as ticked. */
export function toggleLanguage(
  languages: readonly GuideLanguage[],
  language: GuideLanguage,
  on: boolean,
): GuideLanguage[] {
  const rest = languages.filter((item) => item !== language);
  return on ? [...rest, language] : rest;
}

const WHOLE_NUMBER = /^\d+$/;

export function checkAbout(state: AboutFormState): AboutProblem | null {
  if (state.bio.trim().length > GUIDE_ABOUT_RULES.bioMax)
    return { field: 'bio', message: GUIDE_ABOUT_MESSAGES.bioLength };
  if (state.languages.length > GUIDE_ABOUT_RULES.languagesMax)
    return { field: 'languages', message: GUIDE_ABOUT_MESSAGES.languages };
  const years = state.years.trim();
  if (years !== '' && (!WHOLE_NUMBER.test(years) || Number(years) > GUIDE_ABOUT_RULES.yearsMax))
    return { field: 'years', message: GUIDE_ABOUT_MESSAGES.years };
  return null;
}

/** `guides.setAbout`'s input; call after checkAbout found nothing. */
export function toAboutInput(state: AboutFormState): GuideAbout {
  const years = state.years.trim();
  return {
    bio: state.bio.trim(),
    languages: [...state.languages],
    yearsOfExperience: years === '' ? null : Number(years),
  };
}
