/** Countries, cities and addresses for the Explore More popup and the pick-up location. */
import { citiesOfCountry, findCountry, listCountries } from '@app/infra';
import { AppError, type Ports } from '../core/index.js';

export const getAllCountries = () => listCountries();

export function getCitiesOfCountry(input: { countryCode: string }) {
  const country = findCountry(input.countryCode);
  if (!country) throw new AppError('NOT_FOUND', 'Unknown country code.', 'UNKNOWN_COUNTRY');
  return citiesOfCountry(country.isoCode);
}

/** `{ results: [{ formatted_address }] }`, as the Geocoding API answers; empty when nothing is near. */
export async function reverseGeocode(deps: Pick<Ports, 'geocoder'>, input: { lat: number; lng: number }) {
  const address = await deps.geocoder.reverse(input.lat, input.lng);
  return { results: address === null ? [] : [{ formatted_address: address }] };
}
