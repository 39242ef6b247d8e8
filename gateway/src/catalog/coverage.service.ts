/** Where tours exist: the countries and cities with places, and the covered city nearest to another. */
import type { Coverage, CoveredCountry, NearestCoveredCity } from '@app/contracts';
import { cityPosition, findCountry } from '@app/infra';
import type { Ports } from '../core/index.js';
import { nearestTo } from './great-circle.js';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * The covered countries, each with its covered cities and their numbers of places, by name. A live
 * provider (Google) covers every city: `everywhere`, and no list.
 */
export async function coverage(deps: Pick<Ports, 'places'>): Promise<Coverage> {
  const cities = await deps.places.coverage();
  if (cities === null) return { everywhere: true, countries: [] };
  const countries = new Map<string, CoveredCountry>();
  for (const city of cities) {
    const isoCode = city.countryCode.toUpperCase();
    const country = countries.get(isoCode) ?? {
      isoCode,
      // The pickers list the dataset's spelling: marks must match it.
      name: findCountry(isoCode)?.name ?? city.country,
      places: 0,
      cities: [],
    };
    country.places += city.places;
    country.cities.push({ name: city.city, places: city.places });
    countries.set(isoCode, country);
  }
  const list = [...countries.values()].sort(byName);
  for (const country of list) country.cities.sort(byName);
  return { everywhere: false, countries: list };
}

/**
 * The covered city nearest (great-circle) to a city of a country, in any country: the city itself
 * when it is covered. Null when every city is covered (a live provider), or when the dataset does
 * not know where the city is.
 */
export async function nearestCoveredCity(
  deps: Pick<Ports, 'places'>,
  input: { countryCode: string; city: string },
): Promise<NearestCoveredCity | null> {
  const cities = await deps.places.coverage();
  if (cities === null) return null;
  const code = input.countryCode.toUpperCase();
  const wanted = input.city.trim().toLowerCase();
  const itself = cities.find((c) => c.countryCode === code && c.city.toLowerCase() === wanted);
  const from = itself ?? cityPosition(code, input.city);
  if (from === null) return null;
  const found = nearestTo(from, cities);
  if (found === null) return null;
  const { item, km } = found;
  return {
    city: item.city,
    country: findCountry(item.countryCode)?.name ?? item.country,
    countryCode: item.countryCode,
    places: item.places,
    distanceKm: itself === item ? 0 : Math.round(km),
  };
}
