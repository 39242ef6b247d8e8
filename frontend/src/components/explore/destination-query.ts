/**
 * The query parameters of /ExploreMore and /Explore (spec §2) and the links between them. Missing
 * or blank values read as the spec's defaults: 'No country specified', 'No city specified', no
 * tourist place and no plan ('no').
 */
import { exploreHref, ROUTES } from '@app/contracts';

export const NO_COUNTRY = 'No country specified';
export const NO_CITY = 'No city specified';
/** The `co` value for "no purchased plan". */
export const NO_PLAN = 'no';

export interface DestinationQuery {
  /** The country as given, or 'No country specified'. */
  readonly country: string;
  /** The city as given, or 'No city specified'. */
  readonly city: string;
  /** The tourist place, or null when none is selected. */
  readonly touristPlace: string | null;
  /** The purchased plan's name from `co`, or null for 'no' or none. */
  readonly plan: string | null;
  /** Whether both a country and a city were given (so there is something to list). */
  readonly hasDestination: boolean;
}

function param(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.replace(/\s+/g, ' ').trim() ?? '';
  return value === '' ? null : value;
}

export function readDestinationQuery(params: URLSearchParams): DestinationQuery {
  const country = param(params, 'country');
  const city = param(params, 'city');
  const plan = param(params, 'co');
  return {
    country: country ?? NO_COUNTRY,
    city: city ?? NO_CITY,
    touristPlace: param(params, 'touristPlace'),
    plan: plan === null || plan.toLowerCase() === NO_PLAN ? null : plan,
    hasDestination: country !== null && city !== null,
  };
}

/** /ExploreMore?country=&city= */
export function exploreMoreHref(country: string, city: string): string {
  return `${ROUTES.exploreMore}?${new URLSearchParams({ country, city }).toString()}`;
}

/** /Explore?country=&city=&touristPlace=&co= where co is the plan name or 'no'. */
export function placeHref(country: string, city: string, touristPlace: string, plan: string | null = null) {
  return exploreHref({ country, city, name: touristPlace }, plan ?? NO_PLAN);
}
