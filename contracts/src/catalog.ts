/**
 * The curated catalog: what the product knows about each tourist place (issue: catalog and audio).
 * The schemas of its data and requests are in catalog-schemas.ts, apart, so that a page using these
 * constants does not load zod with them.
 */
export const PLACE_CATEGORIES = [
  'Monument',
  'Fort & Palace',
  'Temple & Shrine',
  'Museum',
  'Nature',
  'Beach',
  'Market',
  'Landmark',
  'Garden & Park',
  'Historic Site',
  'Neighbourhood',
] as const;

/**
 * What a place is, as a picture shows it: each kind has its own illustration, and a search for a
 * kind ("fort") finds the places of that kind. A category groups several ('Fort & Palace'); a kind
 * never does, so a palace is never drawn, or found, as a fort. `landmark` is for what a live
 * source names without saying what it is.
 */
export const PLACE_KINDS = [
  'fort',
  'palace',
  'temple',
  'shrine',
  'stupa',
  'mosque',
  'church',
  'tomb',
  'pyramid',
  'tower',
  'skyscraper',
  'bridge',
  'gate',
  'monument',
  'memorial',
  'statue',
  'fountain',
  'observatory',
  'ruins',
  'cave',
  'ghat',
  'beach',
  'seafront',
  'lake',
  'canal',
  'hill',
  'forest',
  'garden',
  'museum',
  'house',
  'theatre',
  'station',
  'market',
  'street',
  'square',
  'landmark',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/**
 * A place in a list (spec §3). `imageUrl` is a neutral card (name, city, category); `photoUrl` is
 * the provider's photo of the place when one exists, else the same card: see `truePhotoOf`.
 */
export interface PlaceSummary {
  id: string;
  name: string;
  imageUrl: string;
  photoUrl: string;
}

/** A place in the app's own lists (tRPC): the summary plus what its picture card names. */
export interface PlaceCard extends PlaceSummary {
  city: string;
  country: string;
  category: string;
}

/** The place's true photo, or null when it has none (its photoUrl is then its card). */
export const truePhotoOf = (place: Pick<PlaceSummary, 'imageUrl' | 'photoUrl'>): string | null =>
  place.photoUrl !== '' && place.photoUrl !== place.imageUrl ? place.photoUrl : null;

/** One place's full public data: everything but the audio book and the quiz answers. */
export interface PlaceDetails extends PlaceSummary {
  city: string;
  region: string;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
  category: string;
  facts: string[];
  narration: string;
  mapsUrl: string;
  quiz: Array<{ question: string; options: string[] }>;
}

export interface SpecialTourPlan {
  id: string;
  plan_name: string;
  country: string;
  /** The city whose places the plan holds. */
  city: string;
  /** place name → 'not listened' (or 'listened' in a purchased plan). */
  tourist_places: Record<string, string>;
  price: number;
  currency: 'USD';
}
