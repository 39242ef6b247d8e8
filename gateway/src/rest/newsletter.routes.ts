/** REST for the newsletter (spec §7). */
import { newsletterSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps/index.js';
import { type AppEnv, jsonReader } from '../http/index.js';
import { subscribe } from '../newsletter/index.js';
import { signedInActor } from './request-actor.js';

export function newsletterRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  r.post('/api/subscribeEmail', async (c) =>
    c.json(await subscribe(deps, await signedInActor(deps, c), await readJson(c, newsletterSchema))),
  );
  return r;
}
