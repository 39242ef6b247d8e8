/**
 * The offline writer (DECISIONS.md 11): the curated narrations bundled with the catalog, shaped by
 * the listener's perspective (issue 26): the place's facts, tagged by theme, are picked and ordered
 * as the perspective wants them and follow the narration. A language without a narration falls
 * back to English, and says so; a translated narration is spoken as it is (no English facts mixed
 * into it), whatever the perspective.
 */
import {
  type CatalogPlace,
  FACT_THEMES,
  type FactTheme,
  findLanguage,
  THEME_LEADS,
  themesFor,
} from '@app/contracts';
import type { BundledCatalog } from '../places/catalog.js';
import type { NarrationLength, WriteRequest, Writer, Written } from './port.js';

const ENGLISH = 'en-US';

/** How many facts follow the narration, and from how many themes at most. */
const PICKED = { minute: { facts: 2, themes: 1 }, book: { facts: 5, themes: 3 } } as const;

/** The key of the translated narration, which no perspective changes. */
const CURATED = 'curated';

const KEY_SEPARATOR = '>';
const isTheme = (word: string): word is FactTheme => (FACT_THEMES as readonly string[]).includes(word);

/**
 * The themes in the order a perspective wants them: a listener's words, or the key perspectiveKey
 * made of them (what a track's request carries to the worker).
 */
function orderOf(perspective: string): readonly FactTheme[] {
  const keyed = perspective.split(KEY_SEPARATOR);
  return keyed.length === FACT_THEMES.length && keyed.every(isTheme) ? keyed : themesFor(perspective);
}

/** The place's facts of each theme, in the order the perspective wants, as paragraphs with their leads. */
export function perspectiveFacts(
  place: CatalogPlace,
  perspective: string,
  length: NarrationLength,
): string[] {
  const themes = place.factThemes;
  const factsOf = (theme: FactTheme) => place.facts.filter((_, i) => (themes?.[i] ?? 'history') === theme);
  const { facts: wanted, themes: themesMax } = PICKED[length];
  const paragraphs: string[] = [];
  let left: number = wanted;
  for (const theme of orderOf(perspective)) {
    if (left === 0 || paragraphs.length === themesMax) break;
    const picked = factsOf(theme).slice(0, left);
    if (picked.length === 0) continue;
    left -= picked.length;
    paragraphs.push(`${THEME_LEADS[theme]} ${picked.join(' ')}`);
  }
  return paragraphs;
}

export class OfflineWriter implements Writer {
  readonly kind = 'offline' as const;

  constructor(private readonly catalog: BundledCatalog) {}

  /** Listeners whose perspectives order the themes alike hear one narration: they share its track. */
  perspectiveKey({ placeId, languageId, perspective, length }: PerspectiveOf): string {
    if (length === 'minute' && this.catalog.translation(placeId, languageId)) return CURATED;
    return orderOf(perspective).join(KEY_SEPARATOR);
  }

  async write({ place, languageId, length, perspective }: WriteRequest): Promise<Written> {
    if (!findLanguage(languageId)) throw new Error(`unsupported language: ${languageId}`);
    if (length === 'minute') {
      const translated = this.catalog.translation(place.id, languageId);
      if (translated) return { text: translated, languageId, fellBackToEnglish: false };
    }
    const narration = length === 'minute' ? place.narration : place.longNarration;
    const text = [narration, ...perspectiveFacts(place, perspective, length)].join('\n\n');
    return languageId.startsWith('en-')
      ? { text, languageId, fellBackToEnglish: false }
      : { text, languageId: ENGLISH, fellBackToEnglish: true };
  }
}

type PerspectiveOf = Parameters<Writer['perspectiveKey']>[0];
