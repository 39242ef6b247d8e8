/**
 * Changing or deleting a tour plan touches the one plan named, never another: every test holds
 * more than one plan, so a filter that matched every plan would hit the other one.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, post } from '../../test/http.js';
import { sendAs, submittedGuide, tourPlan } from './guide-fixtures.js';
import { verifyGuide } from './verification.js';

let h: Harness;
const startProduct = useProduct();

const ASHA = 'asha@example.com';
const RAVI = 'ravi@example.com';

/** Asha's two plans (Taj Mahal, Agra Fort) and Ravi's one (Red Fort), both guides verified. */
async function plans() {
  h = await startProduct();
  const asha = await submittedGuide(h, ASHA);
  const ravi = await submittedGuide(h, RAVI, { firstName: 'Ravi', lastName: 'Kumar' });
  await verifyGuide(h.platform.store, ASHA);
  await verifyGuide(h.platform.store, RAVI);
  const add = async (cookie: string, extra: object) =>
    String(((await post(h, '/api/add-tour-plan', tourPlan(extra), cookie)).body.plan as { id: string }).id);
  const taj = await add(asha, {});
  const fort = await add(asha, { place: 'Agra Fort', price: 30 });
  const red = await add(ravi, { startCity: 'Delhi', place: 'Red Fort', price: 25 });
  return { asha, ravi, taj, fort, red };
}

/** Every plan as [id, place, price], in id order. */
const everyPlan = async () =>
  (await h.platform.store.collection('tour_plans').find({}, { sort: { _id: 1 } })).map((p) => [
    p._id,
    p.place,
    p.price,
  ]);

const planOf = async (email: string, id: string) =>
  (
    (await get(h, `/api/load-tour-plans?email=${email}`)).body as unknown as Array<Record<string, unknown>>
  ).find((p) => p.id === id);

describe('changing one of a guide’s plans', () => {
  it('changes the plan named only, whichever of the guide’s plans it is', async () => {
    const { asha, ravi, taj, fort, red } = await plans();
    const res = await sendAs(
      h,
      'PUT',
      `/api/update-tour-plan/${taj}`,
      asha,
      tourPlan({ place: 'Mehtab Bagh', price: 60 }),
    );
    expect(res.body).toMatchObject({ plan: { id: taj, place: 'Mehtab Bagh', price: 60 } });
    expect(await planOf(ASHA, taj)).toMatchObject({ place: 'Mehtab Bagh', price: 60 });
    expect(await planOf(ASHA, fort)).toMatchObject({ place: 'Agra Fort', price: 30 });
    expect(await planOf(RAVI, red)).toMatchObject({ place: 'Red Fort', price: 25 });

    await sendAs(
      h,
      'PUT',
      `/api/update-tour-plan/${fort}`,
      asha,
      tourPlan({ place: 'Itmad-ud-Daulah', price: 35 }),
    );
    expect(await planOf(ASHA, fort)).toMatchObject({ place: 'Itmad-ud-Daulah', price: 35 });
    expect(await planOf(ASHA, taj)).toMatchObject({ place: 'Mehtab Bagh', price: 60 });

    await sendAs(
      h,
      'PUT',
      `/api/update-tour-plan/${red}`,
      ravi,
      tourPlan({ tourGuideEmail: RAVI, place: 'Qutub Minar' }),
    );
    expect(await planOf(RAVI, red)).toMatchObject({ place: 'Qutub Minar', price: 45 });
    expect(await planOf(ASHA, taj)).toMatchObject({ place: 'Mehtab Bagh', price: 60 });
    expect(await planOf(ASHA, fort)).toMatchObject({ place: 'Itmad-ud-Daulah', price: 35 });
  });

  it('refuses another guide’s plan id with 403 and changes no plan', async () => {
    const { asha, ravi, taj, fort, red } = await plans();
    const before = await everyPlan();
    expect(
      await sendAs(h, 'PUT', `/api/update-tour-plan/${red}`, asha, tourPlan({ price: 1 })),
    ).toMatchObject({
      status: 403,
      body: { code: 'WRONG_ACCOUNT' },
    });
    for (const id of [taj, fort])
      expect(
        await sendAs(h, 'PUT', `/api/update-tour-plan/${id}`, ravi, tourPlan({ price: 1 })),
      ).toMatchObject({
        status: 403,
      });
    expect(await sendAs(h, 'DELETE', `/api/delete-tour-plan/${red}`, asha)).toMatchObject({ status: 403 });
    for (const id of [taj, fort])
      expect(await sendAs(h, 'DELETE', `/api/delete-tour-plan/${id}`, ravi)).toMatchObject({ status: 403 });
    expect(await everyPlan()).toEqual(before);
  });
});

describe('deleting one of a guide’s plans', () => {
  it('deletes the plan named and leaves the others as they were', async () => {
    const { asha, ravi, red } = await plans();
    const before = await everyPlan();
    // The store keeps plans in id order: deleting a later one shows a delete that took the first.
    const [first, ...later] = before.map(([id]) => String(id));
    const ownerOf = (id: string) => (id === red ? ravi : asha);
    const target = later[0] ?? '';
    expect(await sendAs(h, 'DELETE', `/api/delete-tour-plan/${target}`, ownerOf(target))).toEqual({
      status: 200,
      body: { message: 'Tour plan deleted successfully' },
    });
    expect(await everyPlan()).toEqual(before.filter(([id]) => id !== target));

    const last = later[1] ?? '';
    await sendAs(h, 'DELETE', `/api/delete-tour-plan/${last}`, ownerOf(last));
    expect(await everyPlan()).toEqual(before.filter(([id]) => id === first));
  });
});
