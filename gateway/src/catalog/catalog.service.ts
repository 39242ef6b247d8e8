/** The catalog's reads: places of a city, search, one place in full, and special tour plans. */
import {
  AUDIO_MESSAGES,
  type CatalogPlace,
  type PlaceDetails,
  type PlaceSummary,
  SPECIAL_PLAN,
  type SpecialTourPlan,
} from '@app/contracts';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { placeNamed, searchIn } from './place-index.js';

/** A catalog place by its id or its name (in a city, when given); 404 when there is none. */
export async function findPlace(deps: Deps, touristPlace: string, city?: string): Promise<CatalogPlace> {
  const place = (await deps.places.byId(touristPlace)) ?? (await placeNamed(deps.places, touristPlace, city));
  if (!place) throw new AppError('NOT_FOUND', AUDIO_MESSAGES.unknownPlace, 'UNKNOWN_PLACE');
  return place;
}

const imageUrl = (id: string) => `/api/places/${id}/image.svg`;

export function toSummary(place: CatalogPlace): PlaceSummary {
  return { id: place.id, name: place.name, imageUrl: imageUrl(place.id), photoUrl: imageUrl(place.id) };
}

export async function touristPlaces(
  deps: Deps,
  input: { selectedCountryName: string; selectedCityName: string },
) {
  return (await deps.places.inCity(input.selectedCountryName, input.selectedCityName)).map(toSummary);
}

export async function searchPlaces(deps: Deps, input: { searchedTouristPlace: string }) {
  return (await searchIn(deps.places, input.searchedTouristPlace)).slice(0, 50).map((p) => ({
    ...toSummary(p),
    city: p.city,
    country: p.country,
  }));
}

export async function touristData(
  deps: Deps,
  input: { touristPlace: string; city?: string | undefined },
): Promise<PlaceDetails> {
  const place = await findPlace(deps, input.touristPlace, input.city);
  return {
    ...toSummary(place),
    city: place.city,
    region: place.region,
    country: place.country,
    countryCode: place.countryCode,
    lat: place.lat,
    lng: place.lng,
    category: place.category,
    facts: place.facts,
    narration: place.narration,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.name}, ${place.city}`)}`,
    // The answers stay on the server, which scores the quiz.
    quiz: place.quiz.map(({ question, options }) => ({ question, options })),
  };
}

/** How many places fit a special plan: about 15 minutes at 2.5 minutes a place. */
const PLACES_PER_PLAN = Math.floor(SPECIAL_PLAN.totalMinutes / SPECIAL_PLAN.minutesPerPlace);
const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A country's special tour plans: one per city with at least three places, 1 USD each. */
export async function specialTours(
  deps: Deps,
  input: { country: string },
): Promise<{ success: true; data: SpecialTourPlan[] }> {
  const byCity = new Map<string, CatalogPlace[]>();
  for (const place of await deps.places.inCountry(input.country)) {
    byCity.set(place.city, [...(byCity.get(place.city) ?? []), place]);
  }
  const data = [...byCity.entries()]
    .filter(([, places]) => places.length >= 3)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([city, places]) => ({
      id: `${slug(city)}-highlights`,
      plan_name: `${city} Highlights`,
      country: places[0]?.country ?? input.country,
      city,
      tourist_places: Object.fromEntries(
        places.slice(0, PLACES_PER_PLAN).map((p) => [p.name, 'not listened']),
      ),
      price: SPECIAL_PLAN.priceUsd,
      currency: 'USD' as const,
    }));
  return { success: true, data };
}
