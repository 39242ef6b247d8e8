/**
 * What a guide card says beyond name and price (issue 26; 'New guide' before any review), and the
 * grid's language filter: the languages among the listed guides, in the contracts' order, and the
 * guides who speak one.
 */
import { GUIDE_LANGUAGES, type GuideLanguage, type GuidePublicProfile } from '@app/contracts';

type GuideFacts = Pick<GuidePublicProfile, 'languages' | 'yearsOfExperience' | 'bio'>;

/** 'Speaks English, Hindi', or null for a guide who has not said. */
export function languagesLine(guide: GuideFacts): string | null {
  return guide.languages.length > 0 ? `Speaks ${guide.languages.join(', ')}` : null;
}

export function yearsLine(guide: GuideFacts): string | null {
  const years = guide.yearsOfExperience;
  if (years === null) return null;
  if (years < 1) return 'Less than a year guiding';
  return years === 1 ? '1 year guiding' : `${years} years guiding`;
}

/** 'New guide' on the card of a guide nobody has reviewed yet, in place of stars; else null. */
export function newGuideLabel(guide: Pick<GuidePublicProfile, 'reviewCount'>): string | null {
  return guide.reviewCount > 0 ? null : 'New guide';
}

/** The card shows this much of a bio; the rest is for the guide's profile. */
export const BIO_EXCERPT_MAX = 120;

/**
 * The bio's start, cut at a word near BIO_EXCERPT_MAX characters. Kept short in the text and not
 * only by the CSS clamp, because the card is one label: all of it is the radio's accessible name.
 */
export function bioExcerpt(bio: string): string {
  const text = bio.trim().replace(/\s+/g, ' ');
  if (text.length <= BIO_EXCERPT_MAX) return text;
  const cut = text.slice(0, BIO_EXCERPT_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > BIO_EXCERPT_MAX * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The languages at least one listed guide speaks, in GUIDE_LANGUAGES's order. */
export function languagesAmong(guides: readonly GuideFacts[]): GuideLanguage[] {
  const spoken = new Set(guides.flatMap((guide) => guide.languages));
  return GUIDE_LANGUAGES.filter((language) => spoken.has(language));
}

/** The guides who speak `language`; all of them for '' (any language). */
export function speaking<T extends GuideFacts>(guides: readonly T[], language: string): readonly T[] {
  if (language === '') return guides;
  return guides.filter((guide) => (guide.languages as readonly string[]).includes(language));
}
