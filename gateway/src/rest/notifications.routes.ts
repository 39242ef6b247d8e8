/** REST for notifications: the lists of spec §7, marking read, and the live stream (SSE). */
import { markReadSchema, notificationsQuerySchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps/index.js';
import { type AppEnv, jsonReader } from '../http/index.js';
import { KEEP_ALIVE_MS, listNotifications, markRead, streamNotifications } from '../notifications/index.js';
import { signedInActor } from './request-actor.js';

export function notificationRoutes(deps: Deps, options: { keepAliveMs?: number } = {}): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  for (const role of ['tourist', 'guide'] as const)
    r.get(`/api/get-notifications-${role}`, async (c) => {
      const actor = await signedInActor(deps, c);
      const { email } = notificationsQuerySchema.parse(c.req.query());
      return c.json(await listNotifications(deps, actor, role, email));
    });
  r.post('/api/notifications/read', async (c) => {
    const actor = await signedInActor(deps, c);
    const { role } = await readJson(c, markReadSchema);
    return c.json(await markRead(deps, actor, role));
  });
  r.get('/api/notifications/stream', async (c) =>
    streamNotifications(c, deps, await signedInActor(deps, c), options.keepAliveMs ?? KEEP_ALIVE_MS),
  );
  return r;
}
