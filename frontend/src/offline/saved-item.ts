/** A saved narration as the app's one player takes it: played from this device, wherever it is shown. */
import type { PlayerItem } from '../player/player-store';
import type { CityPack, SavedPlace } from './city-packs';
import { trackAudioPath } from './saved-audio';

/** The player's item for a saved narration; its picture as the walk knows it, else the place's card. */
export function savedItem(pack: CityPack, place: SavedPlace): PlayerItem {
  const stop = pack.walk?.stops.find((known) => known.id === place.id);
  return {
    id: place.trackId,
    src: trackAudioPath(place.trackId),
    title: place.name,
    where: `${pack.city}, ${pack.country}`,
    artwork: stop?.imageUrl ?? `/api/places/${encodeURIComponent(place.id)}/image.svg`,
    durationMs: place.durationMs,
    resumable: true,
  };
}

/**
 * The stop's saved narration, for walk mode: the pack's, when it is in the listener's language
 * (or, offline, in any: it is all there is); null when it has none.
 */
export function savedNarrationOf(
  pack: CityPack | null,
  placeId: string,
  language: string,
  online: boolean,
): SavedPlace | null {
  if (pack === null || (online && pack.language !== language)) return null;
  return pack.places.find((place) => place.id === placeId) ?? null;
}
