/** The packs saved of a city (every city when none is named), read again whenever one changes. */
import { startTransition, useEffect, useState } from 'react';
import { CITY_PACKS_CHANGED, type CityPack, packsOf, savedPacks } from './city-packs';

/**
 * Null until Cache Storage has been read (or while `enabled` is false); an empty list when nothing
 * is saved or it cannot be.
 */
export function useCityPacks(place?: { country: string; city: string }, enabled = true): CityPack[] | null {
  const [packs, setPacks] = useState<CityPack[] | null>(null);
  const country = place?.country;
  const city = place?.city;

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const read = () => {
      const reading = country === undefined || city === undefined ? savedPacks() : packsOf(country, city);
      // What is saved changes what a page shows (a badge, a list while offline), never what it must
      // show at once: a transition, rendered in slices, not one task re-rendering the whole page.
      const settle = (found: CityPack[]) => startTransition(() => setPacks(found));
      reading.then(
        (found) => live && settle(found),
        // Cache Storage refused (a privacy mode): nothing saved can be offered.
        () => live && settle([]),
      );
    };
    read();
    window.addEventListener(CITY_PACKS_CHANGED, read);
    return () => {
      live = false;
      window.removeEventListener(CITY_PACKS_CHANGED, read);
    };
  }, [country, city, enabled]);

  return enabled ? packs : null;
}
