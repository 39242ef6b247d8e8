/** REST for the newsletter (spec §7). */
import { newsletterSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonReader } from '../http/read-json.js';
import { signedInActor } from '../http/request-context.js';
import { subscribe } from './newsletter.js';

export function newsletterRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  r.post('/api/subscribeEmail', async (c) =>
    c.json(await subscribe(deps, await signedInActor(deps, c), await readJson(c, newsletterSchema))),
  );
  return r;
}
