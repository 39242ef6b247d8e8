/**
 * The offline writer (DECISIONS.md 11): the curated narrations bundled with the catalog. A
 * language without a narration falls back to English, and says so. It cannot take a perspective.
 */
import { findLanguage } from '@app/contracts';
import type { BundledCatalog } from '../places/catalog.js';
import type { WriteRequest, Writer, Written } from './port.js';

const ENGLISH = 'en-US';

export class OfflineWriter implements Writer {
  readonly kind = 'offline' as const;

  constructor(private readonly catalog: BundledCatalog) {}

  async write({ place, languageId, length }: WriteRequest): Promise<Written> {
    if (!findLanguage(languageId)) throw new Error(`unsupported language: ${languageId}`);
    const english = languageId.startsWith('en-');
    if (length === 'minute') {
      const translated = this.catalog.translation(place.id, languageId);
      if (translated) return { text: translated, languageId, fellBackToEnglish: false };
      return english
        ? { text: place.narration, languageId, fellBackToEnglish: false }
        : { text: place.narration, languageId: ENGLISH, fellBackToEnglish: true };
    }
    return english
      ? { text: place.longNarration, languageId, fellBackToEnglish: false }
      : { text: place.longNarration, languageId: ENGLISH, fellBackToEnglish: true };
  }
}
