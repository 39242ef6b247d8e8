/**
 * A city's walking tour (catalog.walk): its places in walking order, each leg walked or ridden, in
 * days of a walkable length.
 */
import type { WalkingTour } from '@app/contracts';
import type { Ports } from '../core/index.js';
import { toSummary } from './catalog.service.js';
import { walkingOrder } from './walk-order.js';
import { type PlannedLeg, planLegs } from './walk-plan.js';

export async function walkingTour(
  deps: Pick<Ports, 'places'>,
  input: { selectedCountryName: string; selectedCityName: string },
): Promise<WalkingTour> {
  const places = walkingOrder(await deps.places.inCity(input.selectedCountryName, input.selectedCityName));
  const legs = planLegs(places);
  const stops = places.map((place, i) => {
    const { legMeters, legMode, day } = legs[i] as PlannedLeg;
    return {
      id: place.id,
      name: place.name,
      category: place.category,
      lat: place.lat,
      lng: place.lng,
      imageUrl: toSummary(place).photoUrl,
      legMeters,
      legMode,
      day,
    };
  });
  return {
    city: input.selectedCityName,
    country: input.selectedCountryName,
    stops,
    totalMeters: stops.reduce((sum, stop) => sum + stop.legMeters, 0),
    walkMeters: legs.reduce((sum, leg) => sum + (leg.onFoot ? leg.legMeters : 0), 0),
    days: stops.at(-1)?.day ?? 0,
  };
}
