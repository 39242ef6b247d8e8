/**
 * What a place's facts are about, and the order each listener's perspective (their audio
 * preference) hears them in (issue 26): the offline writer picks and orders facts by it, so a
 * Photographer and a Historian hear different narrations of one place.
 */
import type { AUDIO_PREFERENCES } from './business.js';

export const FACT_THEMES = ['history', 'architecture', 'nature', 'photography', 'local life'] as const;
export type FactTheme = (typeof FACT_THEMES)[number];

type Preference = Exclude<(typeof AUDIO_PREFERENCES)[number], 'Custom'>;

/** Each preference's themes, most wanted first. */
export const PERSPECTIVE_THEMES: Readonly<Record<Preference, readonly FactTheme[]>> = {
  Historian: ['history', 'architecture', 'local life', 'nature', 'photography'],
  Archaeologist: ['architecture', 'history', 'local life', 'nature', 'photography'],
  Photographer: ['photography', 'architecture', 'nature', 'local life', 'history'],
  'Nature Enthusiast': ['nature', 'photography', 'local life', 'history', 'architecture'],
  'Adventure Seeker': ['nature', 'local life', 'photography', 'history', 'architecture'],
  'Local Enthusiast': ['local life', 'history', 'architecture', 'nature', 'photography'],
};

/** Words of a listener's own perspective (Custom) that point at a theme. */
const THEME_WORDS: ReadonlyArray<[FactTheme, RegExp]> = [
  ['photography', /photo|camera|picture|light|sunset|sunrise|view/i],
  ['nature', /nature|garden|bird|animal|wildlife|river|lake|tree|hik|trek|outdoor|adventure/i],
  ['architecture', /architect|building|design|engineer|stone|carv|dome|ruin|archaeolog/i],
  ['local life', /food|local|people|culture|market|festival|music|dance|craft|shop|everyday/i],
  ['history', /histor|past|king|emperor|war|ancient|dynast|story|stories/i],
];

const DEFAULT = PERSPECTIVE_THEMES['Local Enthusiast'];

/**
 * The themes a perspective hears first to last: a preference's own order; for words of the
 * listener's own, the themes they name (in the order named), then the rest as a Local Enthusiast.
 */
export function themesFor(perspective: string): readonly FactTheme[] {
  const named = (PERSPECTIVE_THEMES as Record<string, readonly FactTheme[]>)[perspective.trim()];
  if (named) return named;
  const asked = THEME_WORDS.filter(([, words]) => words.test(perspective))
    .map(([theme, words]) => ({ theme, at: perspective.search(words) }))
    .sort((a, b) => a.at - b.at)
    .map(({ theme }) => theme);
  return [...asked, ...DEFAULT.filter((theme) => !asked.includes(theme))];
}

/** How the narration leads into facts of a theme. */
export const THEME_LEADS: Readonly<Record<FactTheme, string>> = {
  history: 'From its history:',
  architecture: 'Look closely at how it was built:',
  nature: 'Around you in nature:',
  photography: 'For your camera:',
  'local life': 'In everyday life here:',
};
