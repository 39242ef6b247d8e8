/** REST for plans (spec §7): coupon checks, the caller's subscription and special plans. */
import { checkCodeSchema, namedUserSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps/index.js';
import { type AppEnv, jsonReader } from '../http/index.js';
import { checkCouponFor, purchasedPlans, subscriptionStatus } from '../plans/index.js';
import { actorOf, signedInActor } from './request-actor.js';

export function planRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  // Anyone may check a code; each check counts against the caller's address (and account).
  r.post('/api/check-code-limit', async (c) => {
    const actor = await actorOf(deps, c);
    const { couponCode } = await readJson(c, checkCodeSchema);
    return c.json(await checkCouponFor(deps, actor, couponCode));
  });
  for (const path of ['/api/isSubscribed', '/api/isAutoSubscribed'])
    r.post(path, async (c) => {
      const actor = await signedInActor(deps, c);
      return c.json(subscriptionStatus(actor, await readJson(c, namedUserSchema)));
    });
  r.post('/api/get-purchased-plans', async (c) => {
    const actor = await signedInActor(deps, c);
    return c.json(await purchasedPlans(deps, actor, await readJson(c, namedUserSchema)));
  });
  return r;
}
