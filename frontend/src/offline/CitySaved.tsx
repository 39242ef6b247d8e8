/**
 * The city's download at rest: what is on this device (in the listener's language, and in any
 * other they saved it in), the places the last download could not save and why, and the buttons
 * to download (the rest) or remove it.
 */

import { onFirstUse } from '../app/on-first-use';
import { CheckIcon } from '../components/ui/icons';
import type { FailedPlace } from './city-download';
import { formatBytes, CITY_DOWNLOAD_LABELS as LABELS } from './city-download-text';
import { type CityPack, packBytes } from './city-packs';

const savedOn = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
);

export interface CitySavedProps {
  /** The city as saved in the listener's language; null when it is not. */
  readonly saved: CityPack | null;
  /** The city saved in other languages. */
  readonly others: readonly CityPack[];
  readonly failed: readonly FailedPlace[];
  readonly online: boolean;
  readonly onOffer: () => void;
  readonly onRemove: (pack: CityPack) => void;
}

export function CitySaved({ saved, others, failed, online, onOffer, onRemove }: CitySavedProps) {
  return (
    <>
      {saved !== null && (
        <p className="city-download__saved">
          <CheckIcon />
          <span>
            On this device: {saved.places.length} of {saved.placeCount} places in {saved.language} ·{' '}
            {formatBytes(packBytes(saved))} · saved {savedOn().format(new Date(saved.savedAt))}
          </span>
        </p>
      )}
      {failed.length > 0 && (
        <ul className="city-download__failed" aria-label="Not saved">
          {failed.map((place) => (
            <li key={place.id}>
              {place.name}: {place.message}
            </li>
          ))}
        </ul>
      )}
      {others.map((pack) => (
        <p key={pack.language} className="city-download__note">
          Also on this device in {pack.language}: {pack.places.length} places · {formatBytes(packBytes(pack))}
          .{' '}
          <button type="button" className="city-download__link" onClick={() => onRemove(pack)}>
            Remove<span className="visually-hidden"> {pack.language}</span>
          </button>
        </p>
      ))}
      {!online && saved === null && <p className="city-download__note">{LABELS.offline}</p>}
      <div className="city-download__actions">
        {(saved === null || saved.places.length < saved.placeCount) && (
          <button type="button" className="btn btn-secondary" disabled={!online} onClick={onOffer}>
            {saved === null ? LABELS.download : LABELS.more}
          </button>
        )}
        {saved !== null && (
          <button type="button" className="btn btn-ghost" onClick={() => onRemove(saved)}>
            {LABELS.remove}
          </button>
        )}
      </div>
    </>
  );
}
