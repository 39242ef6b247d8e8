/**
 * Which guides a place can be booked with (spec §2 booking popup 4, DECISIONS 14): an instant
 * booking needs a guide who guides that very place; a reserved one, a guide of the place's city or
 * its state. Only verified guides are offered (DECISIONS 9), and only for places in India.
 */
import { type CatalogPlace, MESSAGES, splitPlaces } from '@app/contracts';
import { findPlace } from '../catalog/index.js';
import { AppError, type Ports } from '../core/index.js';
import type { Guide } from '../guides/index.js';

const INDIA = 'IN';

/** The catalog place, refused unless it is in India (elsewhere the page shows 'Booking N/A'). */
export async function bookablePlace(
  deps: Pick<Ports, 'places'>,
  touristPlace: string,
  city?: string,
): Promise<CatalogPlace> {
  const place = await findPlace(deps, touristPlace, city);
  if (place.countryCode !== INDIA)
    throw new AppError('BAD_REQUEST', MESSAGES.bookingOutsideIndia, 'BOOKING_OUTSIDE_INDIA');
  return place;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the comma-separated list names the place. A catalog name may hold commas itself
 * ('City Palace, Jaipur'), so its parts must appear in the list one after the other.
 */
function namesPlace(guidePlaces: string, placeName: string): boolean {
  const listed = splitPlaces(guidePlaces).map((part) => part.toLowerCase());
  const wanted = splitPlaces(placeName).map((part) => part.toLowerCase());
  return listed.some((_, start) => wanted.every((part, i) => listed[start + i] === part));
}
const contains = (haystack: string, needle: string) =>
  haystack.trim().toLowerCase().includes(needle.trim().toLowerCase());

/** Whether the guide may be offered for the place and kind of booking. */
export function guideMatches(guide: Guide, place: CatalogPlace, kind: 'instant' | 'reserved'): boolean {
  if (kind === 'instant') return namesPlace(guide.guidePlaces, place.name);
  return (
    same(guide.guideCity, place.region) ||
    contains(guide.guideCity, place.city) ||
    namesPlace(guide.guidePlaces, place.name) ||
    splitPlaces(guide.guidePlaces).some((guided) => contains(guided, place.city))
  );
}
