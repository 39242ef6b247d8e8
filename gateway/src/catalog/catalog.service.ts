/** The catalog's reads: places of a city, search, one place in full, and special tour plans. */
import {
  AUDIO_MESSAGES,
  type CatalogPlace,
  MESSAGES,
  type PlaceCard,
  type PlaceDetails,
  type PlaceSummary,
  SPECIAL_PLAN,
  type SpecialTourPlan,
} from '@app/contracts';
import type { PlacePhoto } from '@app/infra';
import { AppError, type Ports } from '../core/index.js';
import { placeNamed, searchIn } from './place-index.js';

/** A catalog place by its id or its name (in a city, when given); 404 when there is none. */
export async function findPlace(
  deps: Pick<Ports, 'places'>,
  touristPlace: string,
  city?: string,
): Promise<CatalogPlace> {
  const place = (await deps.places.byId(touristPlace)) ?? (await placeNamed(deps.places, touristPlace, city));
  if (!place) throw new AppError('NOT_FOUND', AUDIO_MESSAGES.unknownPlace, 'UNKNOWN_PLACE');
  return place;
}

/** Whether `name` is the name of a place (case and accents aside): "City Palace, Jaipur" is one. */
export async function namesOnePlace(deps: Pick<Ports, 'places'>, name: string): Promise<boolean> {
  return (await placeNamed(deps.places, name)) !== null;
}

const imageUrl = (id: string) => `/api/places/${encodeURIComponent(id)}/image.svg`;
/** Served by the gateway, so the provider's key stays on the server and the page's CSP stays 'self'. */
const photoUrl = (id: string) => `/api/places/${encodeURIComponent(id)}/photo`;

/** imageUrl is the place's neutral card; photoUrl its true photo when the provider has one, else the card. */
export function toSummary(place: CatalogPlace): PlaceSummary {
  const card = imageUrl(place.id);
  return {
    id: place.id,
    name: place.name,
    imageUrl: card,
    photoUrl: place.photoUrl ? photoUrl(place.id) : card,
  };
}

/** A place in the app's lists: the summary and what its card names. */
export function toCard(place: CatalogPlace): PlaceCard {
  return { ...toSummary(place), city: place.city, country: place.country, category: place.category };
}

/** Photo types a browser shows as pictures only: never a provider's SVG or HTML on our origin. */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** A place's true photo from the provider; 404 when the place or its photo does not exist. */
export async function placePhoto(deps: Pick<Ports, 'places'>, id: string): Promise<PlacePhoto> {
  const place = await deps.places.byId(id);
  const photo = place ? await deps.places.photo(place) : null;
  const contentType = photo?.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!photo || !PHOTO_TYPES.has(contentType)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  return { body: photo.body, contentType };
}

export async function touristPlaces(
  deps: Pick<Ports, 'places'>,
  input: { selectedCountryName: string; selectedCityName: string },
) {
  return (await deps.places.inCity(input.selectedCountryName, input.selectedCityName)).map(toSummary);
}

/** The places of a city for the app's own lists (tRPC): each with what its picture card names. */
export async function touristPlaceCards(
  deps: Pick<Ports, 'places'>,
  input: { selectedCountryName: string; selectedCityName: string },
): Promise<PlaceCard[]> {
  return (await deps.places.inCity(input.selectedCountryName, input.selectedCityName)).map(toCard);
}

export async function searchPlaces(deps: Pick<Ports, 'places'>, input: { searchedTouristPlace: string }) {
  return (await searchIn(deps.places, input.searchedTouristPlace)).slice(0, 50).map(toCard);
}

export async function touristData(
  deps: Pick<Ports, 'places'>,
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
    // The accents NFKD split off the letters (São → Sa + ˜ + o) go, not turn into dashes.
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A country's special tour plans: one per city with at least three places, 1 USD each. */
export async function specialTours(
  deps: Pick<Ports, 'places'>,
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
