/**
 * The rules the marketplace and payments keep whatever happens (money-rules.ts), over the model's
 * world. `settled` is true once every round has run after the last step: then nothing may still be
 * owed. A broken rule fails the step with the sequence that led to it.
 */
import { expect } from 'vitest';
import { checkMoneyRules } from './money-rules.js';
import { COUPON_LIMIT, type World } from './world.js';

export async function checkInvariants(w: World, settled: boolean): Promise<void> {
  const broken = await checkMoneyRules(w.h.platform.store, {
    settled,
    couponLimits: { EXPLOREWITHUS20: COUPON_LIMIT, EXPLOREWITHUS25: COUPON_LIMIT },
  });
  expect(broken, `${broken[0]}\nsteps:\n  ${w.steps.join('\n  ')}`).toEqual([]);
}
