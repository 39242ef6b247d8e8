/**
 * A saved city's places, for /ExploreMore without a connection: each place's narration plays in
 * the app's one player from this device (the service worker answers it from the city's cache),
 * and its transcript reads on request.
 */
import { PauseIcon, PlayIcon } from '../components/ui/icons';
import { formatClock } from '../pages/explore/audio/track-stages';
import { player, usePlayer } from '../player/player-store';
import { CITY_DOWNLOAD_LABELS as LABELS } from './city-download-text';
import type { CityPack, SavedPlace } from './city-packs';
import { SavedTranscript } from './SavedTranscript';
import { savedItem } from './saved-item';
import './city-download.css';

function PlaySaved({ pack, place }: { pack: CityPack; place: SavedPlace }) {
  const playing = usePlayer((state) => state.playing && state.item?.id === place.trackId);
  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm"
      onPointerEnter={player.preload}
      onClick={() => (playing ? player.pause() : player.play(savedItem(pack, place)))}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
      {playing ? LABELS.pause : LABELS.play}
      <span className="visually-hidden"> {place.name}</span>
    </button>
  );
}

export function SavedPlaces({ pack }: { pack: CityPack }) {
  return (
    <div className="saved-places">
      <p className="saved-places__lead">{LABELS.savedOffline(pack.city, pack.language)}</p>
      <ul className="saved-places__list">
        {pack.places.map((place) => (
          <li key={place.id} className="saved-places__item">
            <div className="saved-places__head">
              <h3 className="saved-places__name">{place.name}</h3>
              <p className="saved-places__meta">
                {place.category}
                {place.durationMs !== null && ` · ${formatClock(place.durationMs / 1000)}`}
              </p>
            </div>
            <div className="saved-places__actions">
              <PlaySaved pack={pack} place={place} />
              <SavedTranscript place={place} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
