/** REST for the newsletter (spec §7). */
import { newsletterSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { readJson } from '../http/read-json.js';
import { subscribe } from './newsletter.js';

export function newsletterRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/api/subscribeEmail', async (c) =>
    c.json(await subscribe(deps, await c.get('actor')(), await readJson(c, newsletterSchema))),
  );
  return r;
}
