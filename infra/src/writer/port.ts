/** The writer port: the text a narrator speaks about a place, for a language, perspective and length. */
import type { CatalogPlace } from '@app/contracts';

export type NarrationLength = 'minute' | 'book';

export interface WriteRequest {
  place: CatalogPlace;
  /** A language id of contracts' LANGUAGES. */
  languageId: string;
  /** The listener's audio preference: 'Historian', 'Photographer', ... or their own words. */
  perspective: string;
  length: NarrationLength;
}

export interface Written {
  text: string;
  /** The language the text is in: the one asked for, or English when the offline writer has none. */
  languageId: string;
  fellBackToEnglish: boolean;
}

export interface Writer {
  readonly kind: 'offline' | 'llm';
  write(request: WriteRequest): Promise<Written>;
  /**
   * What of the perspective changes the text: requests with one key get one narration, so their
   * listeners share a track (the offline writer's themes order; the LLM's own words).
   */
  perspectiveKey(request: {
    placeId: string;
    languageId: string;
    perspective: string;
    length: NarrationLength;
  }): string;
}
