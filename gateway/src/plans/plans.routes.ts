/** REST for plans (spec §7): coupon checks. */
import { checkCodeSchema } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/app-env.js';
import { jsonReader } from '../http/read-json.js';
import { checkCoupon, couponRules } from './coupons.js';

export function planRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  const rules = couponRules(deps.config);
  r.post('/api/check-code-limit', async (c) => {
    const { couponCode } = await readJson(c, checkCodeSchema);
    return c.json(await checkCoupon(deps.store, rules, couponCode));
  });
  return r;
}
