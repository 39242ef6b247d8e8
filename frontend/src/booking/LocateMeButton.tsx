/**
 * The pick-up field's locate-me button (spec §2, §7): the device position, then `catalog.geocode`'s
 * first formatted address fills the field. A refused permission or a failed look-up is ignored on
 * purpose (spec §8): the field simply stays as typed.
 */
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../app/trpc';

/** Long enough for a phone's first fix; a position older than this is still good for an address. */
const POSITION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 5 * 60_000 };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS);
  });
}

export function LocateMeButton({ onAddress }: { onAddress: (address: string) => void }) {
  const [locating, setLocating] = useState(false);
  const mounted = useRef(true);
  const utils = trpc.useUtils();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;

  const locate = async () => {
    if (locating) return;
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      const { results } = await utils.catalog.geocode.fetch({ lat: coords.latitude, lng: coords.longitude });
      const address = results[0]?.formatted_address;
      if (address !== undefined && mounted.current) onAddress(address);
    } catch {
      // Denied, unavailable or no address: spec §8 says to leave the field as it is.
    } finally {
      if (mounted.current) setLocating(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn-ghost booking-locate"
      aria-busy={locating || undefined}
      onClick={() => void locate()}
    >
      {locating ? (
        <span className="busy-button__spinner" aria-hidden="true" />
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
      )}
      <span className="booking-locate__label">{locating ? 'Locating…' : 'Locate me'}</span>
    </button>
  );
}
