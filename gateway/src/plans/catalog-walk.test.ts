/**
 * The whole catalog, walked (issue 22: "Chennai Highlights" took the money and answered 500, for a
 * dot in "Fort St. George"): every special plan of every country can be listed, bought, credited and
 * listened to, place by place, whatever its places are called.
 */
import { describe, expect, it } from 'vitest';
import { harness } from '../../test/harness.js';
import { post } from '../../test/http.js';
import { confirm, ordered, pay, TINA, twoBuyers } from '../payments/payment-fixtures.js';
import { markListened } from './special-plans.js';

type Plan = { plan_name: string; country: string; tourist_places: Record<string, string> };

describe('every special plan of the catalog', () => {
  it('is listed, bought, credited with its places, and each place listened to', async () => {
    const h = await harness();
    try {
      const { tina } = await twoBuyers(h);
      const countries = [...new Set(((await h.platform.places.coverage()) ?? []).map((c) => c.country))];
      expect(countries.length).toBeGreaterThan(10);
      const bought: Plan[] = [];
      for (const country of countries) {
        const listed = await post(h, '/api/special-tours', { country });
        expect(listed.status, country).toBe(200);
        for (const plan of listed.body.data as Plan[]) {
          const item = { type: 'special-plan', country: plan.country, plan_name: plan.plan_name };
          await confirm(h, tina, await pay(h, await ordered(h, tina, item, 1)));
          bought.push(plan);
        }
      }
      expect(bought.map((p) => p.plan_name)).toEqual(
        expect.arrayContaining(['Chennai Highlights', 'Mysuru Highlights']),
      );
      const mine = await post(h, '/api/get-purchased-plans', { email: TINA }, tina);
      expect(mine.body.plans).toEqual(
        bought.map((p) => ({ plan_name: p.plan_name, country: p.country, tourist_places: p.tourist_places })),
      );

      // Each place as the plan listen marks it (audio/allowance.ts chargePlan), names with dots too.
      const user = await h.platform.store.collection('users').findOne({ email: TINA });
      for (const plan of bought)
        for (const place of Object.keys(plan.tourist_places)) {
          expect(await markListened(h.platform.store, String(user?._id), plan.plan_name, place), place).toBe(
            'marked',
          );
          expect(await markListened(h.platform.store, String(user?._id), plan.plan_name, place), place).toBe(
            'already',
          );
        }
      const heard = (await post(h, '/api/get-purchased-plans', { email: TINA }, tina)).body.plans as Plan[];
      for (const plan of heard)
        expect(new Set(Object.values(plan.tourist_places)), plan.plan_name).toEqual(new Set(['listened']));
    } finally {
      await h.close();
    }
  }, 120_000);
});
