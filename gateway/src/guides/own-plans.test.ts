/**
 * Changing or deleting a tour plan touches the one plan named, never another: every test holds
 * more than one plan, so a filter that matched every plan would hit the other one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';
import { get, post } from '../../test/http.js';
import { submittedGuide } from './guide-fixtures.js';
import { verifyGuide } from './verification.js';

let h: Harness;
afterEach(async () => {
  await h.close();
});

const ASHA = 'asha@example.com';
const RAVI = 'ravi@example.com';

const plan = (extra: object = {}) => ({
  startCity: 'Agra',
  place: 'Taj Mahal',
  price: 45,
  startDate: '2027-03-01T03:30:00.000Z',
  endDate: '2027-03-01T11:30:00.000Z',
  ...extra,
});

async function send(method: 'PUT' | 'DELETE', path: string, cookie: string, body?: object) {
  const res = await h.app.request(path, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Asha's two plans (Taj Mahal, Agra Fort) and Ravi's one (Red Fort), both guides verified. */
async function plans() {
  h = await harness();
  const asha = await submittedGuide(h, ASHA);
  const ravi = await submittedGuide(h, RAVI, { firstName: 'Ravi', lastName: 'Kumar' });
  await verifyGuide(h.platform.store, ASHA);
  await verifyGuide(h.platform.store, RAVI);
  const add = async (cookie: string, extra: object) =>
    String(((await post(h, '/api/add-tour-plan', plan(extra), cookie)).body.plan as { id: string }).id);
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
    const res = await send(
      'PUT',
      `/api/update-tour-plan/${taj}`,
      asha,
      plan({ place: 'Mehtab Bagh', price: 60 }),
    );
    expect(res.body).toMatchObject({ plan: { id: taj, place: 'Mehtab Bagh', price: 60 } });
    expect(await planOf(ASHA, taj)).toMatchObject({ place: 'Mehtab Bagh', price: 60 });
    expect(await planOf(ASHA, fort)).toMatchObject({ place: 'Agra Fort', price: 30 });
    expect(await planOf(RAVI, red)).toMatchObject({ place: 'Red Fort', price: 25 });

    await send('PUT', `/api/update-tour-plan/${fort}`, asha, plan({ place: 'Itmad-ud-Daulah', price: 35 }));
    expect(await planOf(ASHA, fort)).toMatchObject({ place: 'Itmad-ud-Daulah', price: 35 });
    expect(await planOf(ASHA, taj)).toMatchObject({ place: 'Mehtab Bagh', price: 60 });

    await send(
      'PUT',
      `/api/update-tour-plan/${red}`,
      ravi,
      plan({ tourGuideEmail: RAVI, place: 'Qutub Minar' }),
    );
    expect(await planOf(RAVI, red)).toMatchObject({ place: 'Qutub Minar', price: 45 });
    expect(await planOf(ASHA, taj)).toMatchObject({ place: 'Mehtab Bagh', price: 60 });
    expect(await planOf(ASHA, fort)).toMatchObject({ place: 'Itmad-ud-Daulah', price: 35 });
  });

  it('refuses another guide’s plan id with 403 and changes no plan', async () => {
    const { asha, ravi, taj, fort, red } = await plans();
    const before = await everyPlan();
    expect(await send('PUT', `/api/update-tour-plan/${red}`, asha, plan({ price: 1 }))).toMatchObject({
      status: 403,
      body: { code: 'WRONG_ACCOUNT' },
    });
    for (const id of [taj, fort])
      expect(await send('PUT', `/api/update-tour-plan/${id}`, ravi, plan({ price: 1 }))).toMatchObject({
        status: 403,
      });
    expect(await send('DELETE', `/api/delete-tour-plan/${red}`, asha)).toMatchObject({ status: 403 });
    for (const id of [taj, fort])
      expect(await send('DELETE', `/api/delete-tour-plan/${id}`, ravi)).toMatchObject({ status: 403 });
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
    expect(await send('DELETE', `/api/delete-tour-plan/${target}`, ownerOf(target))).toEqual({
      status: 200,
      body: { message: 'Tour plan deleted successfully' },
    });
    expect(await everyPlan()).toEqual(before.filter(([id]) => id !== target));

    const last = later[1] ?? '';
    await send('DELETE', `/api/delete-tour-plan/${last}`, ownerOf(last));
    expect(await everyPlan()).toEqual(before.filter(([id]) => id === first));
  });
});
