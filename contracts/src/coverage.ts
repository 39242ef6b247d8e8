/** Where tours exist: which countries and cities have places, and the words the pickers show. */
/** A city with places: its name as the cities dataset spells it, and how many places it has. */
export interface CoveredCity {
  name: string;
  places: number;
}

/** A country with places, its covered cities first by number of places. */
export interface CoveredCountry {
  isoCode: string;
  name: string;
  places: number;
  cities: CoveredCity[];
}

/**
 * What the places provider covers. `everywhere` is true for a live provider (Google), which finds
 * places in any city: then `countries` is empty and the pickers mark nothing.
 */
export interface Coverage {
  everywhere: boolean;
  countries: CoveredCountry[];
}

/** The covered city nearest to a chosen one, great-circle distance rounded to whole kilometres. */
export interface NearestCoveredCity {
  city: string;
  country: string;
  countryCode: string;
  places: number;
  distanceKm: number;
}

/** The pickers' words for coverage; the browser shows them as they are. */
export const COVERAGE_TEXT = {
  /** The mark beside a covered country or city: '5 tours'. */
  tours: (count: number) => `${count} ${count === 1 ? 'tour' : 'tours'}`,
  noTours: (city: string) => `No tours in ${city} yet.`,
  nearest: (city: string, country: string, km: number) =>
    `The nearest city with tours is ${city}, ${country}, about ${km.toLocaleString('en-IN')} km away.`,
  goNearest: (city: string) => `Explore ${city} instead`,
  noNearest: 'No city with tours is known near it. Choose another city.',
  nearestFailed: 'The nearest city with tours could not be found. Please retry.',
} as const;
