/** REST for site reviews (spec §7) and a tourist's review of their guide. */
import { guideReviewSchema, reviewEmailSchema, reviewPageSchema, submitReviewSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonReader } from '../http/read-json.js';
import { signedInActor } from '../http/request-context.js';
import { submitGuideReview } from './guide-review-submit.js';
import { listReviews, sendReviewEmail, submitReview } from './site-reviews.js';

export function reviewRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  r.post('/api/submit-review', async (c) =>
    c.json(await submitReview(deps, await signedInActor(deps, c), await readJson(c, submitReviewSchema))),
  );
  r.post('/api/get-review', async (c) =>
    c.json(await listReviews(deps, await readJson(c, reviewPageSchema))),
  );
  r.post('/api/send-review-email', async (c) =>
    c.json(await sendReviewEmail(deps, await signedInActor(deps, c), await readJson(c, reviewEmailSchema))),
  );
  r.post('/api/guide-reviews', async (c) =>
    c.json(
      await submitGuideReview(deps, await signedInActor(deps, c), await readJson(c, guideReviewSchema)),
      201,
    ),
  );
  return r;
}
