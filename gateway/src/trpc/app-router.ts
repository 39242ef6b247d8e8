/** The root tRPC router; the React app imports only its type. */
import { catalogRouter } from '../catalog/catalog.router.js';
import { router } from './trpc.js';

export const appRouter = router({
  catalog: catalogRouter,
});

export type AppRouter = typeof appRouter;
