/** tRPC for the site's public facts: the same answer as REST's GET /api/site-info. */
import { siteInfo } from '../system/index.js';
import { publicProcedure, router } from './trpc.js';

export const siteRouter = router({
  /** The company that runs the site and its social links, as configured. */
  info: publicProcedure.query(({ ctx }) => siteInfo(ctx.deps.config)),
});
