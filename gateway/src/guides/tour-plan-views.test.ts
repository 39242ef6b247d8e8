/**
 * A tour plan as it is read: every plan of the public list names its guide and shows their picture,
 * and a change that arrives while its plan is being deleted is answered as a missing plan, without
 * bringing the plan back.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, post } from '../../test/http.js';
import { actorFor } from '../../test/privacy-fixtures.js';
import { AppError } from '../core/errors.js';
import { submittedGuide, tourPlan } from './guide-fixtures.js';
import { deleteTourPlan, updateTourPlan } from './tour-plans.js';
import { verifyGuide } from './verification.js';

const startProduct = useProduct();
const ASHA = 'asha@example.com';
const RAVI = 'ravi@example.com';

async function verified(h: Harness, email: string, names: { firstName: string; lastName: string }) {
  const cookie = await submittedGuide(h, email, names);
  await verifyGuide(h.platform.store, email);
  const picture = (await get(h, `/api/guides/${email}`)).body.profilePicture;
  return { cookie, picture };
}

describe('the public list of tour plans', () => {
  it('names each plan’s own guide and shows their picture', async () => {
    const h = await startProduct();
    const asha = await verified(h, ASHA, { firstName: 'Asha', lastName: 'Verma' });
    const ravi = await verified(h, RAVI, { firstName: 'Ravi', lastName: 'Kumar' });
    await post(h, '/api/add-tour-plan', tourPlan({ place: 'Agra Fort' }), asha.cookie);
    await post(
      h,
      '/api/add-tour-plan',
      tourPlan({ place: 'Red Fort', startDate: '2027-02-01T03:30:00Z' }),
      ravi.cookie,
    );
    const all = (await get(h, '/api/load-tour-plans')).body as unknown as Array<Record<string, unknown>>;
    expect(all.map((p) => [p.place, p.tourGuideEmail, p.tourGuideName, p.tourGuideImage])).toEqual([
      ['Agra Fort', ASHA, 'Asha Verma', asha.picture],
      ['Red Fort', RAVI, 'Ravi Kumar', ravi.picture],
    ]);
  });
});

describe('a change of a plan being deleted', () => {
  it('is answered 404 TOUR_PLAN_MISSING, and the plan stays deleted', async () => {
    const h = await startProduct();
    const { cookie } = await verified(h, ASHA, { firstName: 'Asha', lastName: 'Verma' });
    const added = await post(h, '/api/add-tour-plan', tourPlan(), cookie);
    const id = String((added.body.plan as { id: string }).id);
    const actor = await actorFor(h, ASHA);
    // Both start at once: the change reads the plan before the deletion's write, and writes after it.
    const [deleted, changed] = await Promise.allSettled([
      deleteTourPlan(h.deps, actor, id),
      updateTourPlan(h.deps, actor, id, tourPlan({ price: 60 })),
    ]);
    expect(deleted.status).toBe('fulfilled');
    expect(changed.status === 'rejected' && changed.reason).toBeInstanceOf(AppError);
    expect(changed).toMatchObject({
      reason: { status: 404, message: 'This tour plan does not exist.', appCode: 'TOUR_PLAN_MISSING' },
    });
    expect(await h.platform.store.collection('tour_plans').count({})).toBe(0);
  });
});
