/**
 * REST for guides (spec §7): the guide profile (submit, read, its document), the tour-operator
 * data, a guide's reviews, and tour plans (with DECISIONS 14's update).
 */
import { loadTourPlansSchema, MESSAGES, storedEmailSchema, tourPlanSchema } from '@app/contracts';
import { BlobNotFoundError } from '@app/infra';
import { type Context, Hono } from 'hono';
import { stream } from 'hono/streaming';
import { AppError } from '../core/index.js';
import type { Deps } from '../deps/index.js';
import {
  addTourPlan,
  deleteTourPlan,
  guideProfile,
  loadTourPlans,
  ownDocumentKey,
  requireGuideAreaUser,
  submitGuideProfile,
  tourOperatorData,
  updateTourPlan,
} from '../guides/index.js';
import { type AppEnv, jsonReader } from '../http/index.js';
import { listGuideReviews } from '../reviews/index.js';
import { actorOf, signedInActor } from './request-actor.js';

/** The guide form's multipart body, as the FormData the guides' reader takes (tRPC's input is one already). */
async function guideForm(c: Context<AppEnv>): Promise<FormData> {
  const type = c.req.header('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data')
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the guide profile as multipart/form-data.',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  // A body that is not well-formed multipart is the client's mistake (FormData says so with a TypeError).
  return c.req.formData().catch((error: unknown) => {
    if (error instanceof TypeError)
      throw new AppError('BAD_REQUEST', MESSAGES.invalidRequest, 'MALFORMED_BODY');
    throw error;
  });
}

export function guideRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);

  r.post('/api/your-api-endpoint', async (c) => {
    const actor = await actorOf(deps, c);
    // A visitor learns to log in before the body is read.
    requireGuideAreaUser(actor);
    return c.json(await submitGuideProfile(deps, actor, await guideForm(c)));
  });
  r.get('/api/guides/:email', async (c) =>
    c.json(await guideProfile(deps, await actorOf(deps, c), c.req.param('email'))),
  );
  r.get('/api/guides/:email/document', async (c) => {
    const key = await ownDocumentKey(deps, await signedInActor(deps, c), c.req.param('email'));
    const info = await deps.blobs.stat(key);
    if (!info) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Length', String(info.size));
    c.header('Content-Disposition', 'attachment; filename="official-document.pdf"');
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return stream(c, async (out) => {
      try {
        for await (const chunk of await deps.blobs.get(key)) await out.write(chunk as Uint8Array);
      } catch (error) {
        if (!(error instanceof BlobNotFoundError)) throw error;
      }
    });
  });
  r.post('/api/tourOperatorData', async (c) =>
    c.json(await tourOperatorData(deps, await signedInActor(deps, c), await readJson(c, storedEmailSchema))),
  );
  r.get('/api/reviews/:email', async (c) => c.json(await listGuideReviews(deps.store, c.req.param('email'))));

  r.get('/api/load-tour-plans', async (c) =>
    c.json(await loadTourPlans(deps, await actorOf(deps, c), loadTourPlansSchema.parse(c.req.query()))),
  );
  r.post('/api/add-tour-plan', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await addTourPlan(deps, actor, await readJson(c, tourPlanSchema)));
  });
  r.put('/api/update-tour-plan/:id', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await updateTourPlan(deps, actor, c.req.param('id'), await readJson(c, tourPlanSchema)));
  });
  r.delete('/api/delete-tour-plan/:id', async (c) =>
    c.json(await deleteTourPlan(deps, await signedInActor(deps, c), c.req.param('id'))),
  );
  return r;
}
