/** tRPC for the catalog: what the home, Explore More and Explore pages read, and a position's address. */
import {
  countryCodeSchema,
  geocodeSchema,
  nearestCoveredSchema,
  searchSchema,
  specialToursSchema,
  touristDataSchema,
  touristPlacesSchema,
  walkingTourSchema,
} from '@app/contracts';
import {
  coverage,
  getAllCountries,
  getCitiesOfCountry,
  listFeaturedPlaces,
  nearestCoveredCity,
  reverseGeocode,
  searchPlaces,
  specialTours,
  touristData,
  touristPlaceCards,
  walkingTour,
} from '../catalog/index.js';
import { publicProcedure, router } from './trpc.js';

export const catalogRouter = router({
  featured: publicProcedure.query(() => listFeaturedPlaces()),
  countries: publicProcedure.query(() => getAllCountries()),
  cities: publicProcedure.input(countryCodeSchema).query(({ input }) => getCitiesOfCountry(input)),
  touristPlaces: publicProcedure
    .input(touristPlacesSchema)
    .query(({ ctx, input }) => touristPlaceCards(ctx.deps, input)),
  coverage: publicProcedure.query(({ ctx }) => coverage(ctx.deps)),
  nearestCovered: publicProcedure
    .input(nearestCoveredSchema)
    .query(({ ctx, input }) => nearestCoveredCity(ctx.deps, input)),
  search: publicProcedure.input(searchSchema).query(({ ctx, input }) => searchPlaces(ctx.deps, input)),
  place: publicProcedure.input(touristDataSchema).query(({ ctx, input }) => touristData(ctx.deps, input)),
  walk: publicProcedure.input(walkingTourSchema).query(({ ctx, input }) => walkingTour(ctx.deps, input)),
  specialTours: publicProcedure
    .input(specialToursSchema)
    .query(({ ctx, input }) => specialTours(ctx.deps, input)),
  /** The address nearest to a position, as the Geocoding API words it (the booking's pick-up field). */
  geocode: publicProcedure.input(geocodeSchema).query(({ ctx, input }) => reverseGeocode(ctx.deps, input)),
});
