import { publicProcedure, router } from '../trpc/trpc.js';
import { listFeaturedPlaces } from './featured.js';

export const catalogRouter = router({
  featured: publicProcedure.query(() => listFeaturedPlaces()),
});
