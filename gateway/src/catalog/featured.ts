/** The five featured places of the home carousel. */
import { FEATURED_PLACES, type FeaturedPlace } from '@app/contracts';

export function listFeaturedPlaces(): readonly FeaturedPlace[] {
  return FEATURED_PLACES;
}
