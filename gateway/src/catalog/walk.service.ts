/** A city's walking tour: its places in walking order with the legs between them (catalog.walk). */
import type { WalkingTour } from '@app/contracts';
import { greatCircleKm } from '@app/infra';
import type { Ports } from '../core/index.js';
import { toSummary } from './catalog.service.js';
import { walkingOrder } from './walk-order.js';

export async function walkingTour(
  deps: Pick<Ports, 'places'>,
  input: { selectedCountryName: string; selectedCityName: string },
): Promise<WalkingTour> {
  const places = walkingOrder(await deps.places.inCity(input.selectedCountryName, input.selectedCityName));
  const stops = places.map((place, i) => {
    const previous = places[i - 1];
    return {
      id: place.id,
      name: place.name,
      category: place.category,
      lat: place.lat,
      lng: place.lng,
      imageUrl: toSummary(place).photoUrl,
      legMeters: previous === undefined ? 0 : Math.round(greatCircleKm(previous, place) * 1000),
    };
  });
  return {
    city: input.selectedCityName,
    country: input.selectedCountryName,
    stops,
    totalMeters: stops.reduce((sum, stop) => sum + stop.legMeters, 0),
  };
}
