/** A track of Taj Mahal in English (an audio book, waiting to be made), with `fields` over it. */
import type { TrackDoc } from '@app/contracts';

export function trackDoc(fields: Partial<TrackDoc> = {}): TrackDoc {
  const now = new Date();
  return {
    _id: 't1',
    key: 'taj-mahal|en-US|curated|book',
    placeId: 'taj-mahal',
    placeName: 'Taj Mahal',
    language: 'en-US',
    perspective: 'curated',
    length: 'book',
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}
