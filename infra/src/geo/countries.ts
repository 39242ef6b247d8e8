/** Every country and city, offline, from the country-state-city dataset. */
import { geoDataset } from './dataset.js';

export interface CountryOption {
  name: string;
  isoCode: string;
}

export interface CityOption {
  value: string;
  label: string;
}

let countries: CountryOption[] | undefined;

export function listCountries(): CountryOption[] {
  countries ??= geoDataset()
    .Country.getAllCountries()
    .map((c) => ({ name: c.name, isoCode: c.isoCode }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return countries;
}

export function findCountry(nameOrCode: string): CountryOption | undefined {
  const wanted = nameOrCode.trim().toLowerCase();
  return listCountries().find((c) => c.isoCode.toLowerCase() === wanted || c.name.toLowerCase() === wanted);
}

const citiesCache = new Map<string, CityOption[]>();

/** The cities of a country as select options, unique by name and sorted; empty for an unknown code. */
export function citiesOfCountry(isoCode: string): CityOption[] {
  const code = isoCode.toUpperCase();
  let cities = citiesCache.get(code);
  if (!cities) {
    const names = [...new Set((geoDataset().City.getCitiesOfCountry(code) ?? []).map((c) => c.name))].sort(
      (a, b) => a.localeCompare(b),
    );
    cities = names.map((name) => ({ value: name, label: name }));
    citiesCache.set(code, cities);
  }
  return cities;
}

/**
 * Where a city of a country is, from the dataset; null for a city it does not know or places
 * nowhere. Several cities may share a name: the first the dataset lists is taken.
 */
export function cityPosition(isoCode: string, name: string): { lat: number; lng: number } | null {
  const wanted = name.trim().toLowerCase();
  const city = (geoDataset().City.getCitiesOfCountry(isoCode.toUpperCase()) ?? []).find(
    (c) => c.name.toLowerCase() === wanted,
  );
  const lat = Number(city?.latitude);
  const lng = Number(city?.longitude);
  return city && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}
