/** REST for plans (spec §7): coupon checks, the caller's subscription and special plans. */
import { checkCodeSchema, namedUserSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonReader } from '../http/read-json.js';
import { signedInActor } from '../http/request-context.js';
import { checkCoupon, couponRules } from './coupons.js';
import { purchasedPlans } from './special-plans.js';
import { subscriptionStatus } from './subscriptions.js';

export function planRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  const rules = couponRules(deps.config);
  r.post('/api/check-code-limit', async (c) => {
    const { couponCode } = await readJson(c, checkCodeSchema);
    return c.json(await checkCoupon(deps.store, rules, couponCode));
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
