/**
 * A stop's narration saved on this device (a city taken offline): played in the app's one player
 * from the city's cache, with no request to the server, so walk mode works without a connection.
 */
import { useEffect, useRef } from 'react';
import { CITY_DOWNLOAD_LABELS } from '../offline/city-download-text';
import type { CityPack, SavedPlace } from '../offline/city-packs';
import { savedItem } from '../offline/saved-item';
import { player } from '../player/player-store';

export interface SavedWalkNarrationProps {
  readonly pack: CityPack;
  readonly place: SavedPlace;
}

export function SavedWalkNarration({ pack, place }: SavedWalkNarrationProps) {
  // Started once, when asked for (WalkingTour mounts it per tap or arrival): the pack read again
  // later (another city saved, say) must not start it over.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    player.play(savedItem(pack, place));
  }, [pack, place]);
  // Inside the walk's live region (WalkingTour), which announces it.
  return <p className="walk-tour__narration">{CITY_DOWNLOAD_LABELS.savedNarration(place.name)}</p>;
}
