/** REST for site reviews (spec §7) and a tourist's review of their guide. */
import { guideReviewSchema, reviewEmailSchema, reviewPageSchema, submitReviewSchema } from '@app/contracts';
import { Hono } from 'hono';
import { submitGuideReview } from '../bookings/index.js';
import type { Deps } from '../deps/index.js';
import { type AppEnv, jsonReader } from '../http/index.js';
import { reviewPage, sendReviewEmail, submitReview } from '../reviews/index.js';
import { standingJson } from './json-memo.js';
import { signedInActor } from './request-actor.js';

export function reviewRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  r.post('/api/submit-review', async (c) =>
    c.json(await submitReview(deps, await signedInActor(deps, c), await readJson(c, submitReviewSchema))),
  );
  r.post('/api/get-review', async (c) => {
    const { page, stands } = await reviewPage(deps, await readJson(c, reviewPageSchema));
    return standingJson(c, page, stands);
  });
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
