import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { sendAs, submittedGuide, tourPlan } from './guide-fixtures.js';
import { verifyGuide } from './verification.js';

let h: Harness;
const startProduct = useProduct();

const ASHA = 'asha@example.com';
const RAVI = 'ravi@example.com';

/** Asha, a verified guide; Ravi, a guide under verification. */
async function twoGuides() {
  h = await startProduct();
  const asha = await submittedGuide(h, ASHA);
  await verifyGuide(h.platform.store, ASHA);
  const ravi = await submittedGuide(h, RAVI, { firstName: 'Ravi', lastName: 'Kumar' });
  return { asha, ravi };
}

describe('POST /api/add-tour-plan', () => {
  it('saves the plan with the name and picture of the guide’s profile, whatever the body says', async () => {
    const { asha } = await twoGuides();
    const profile = (await get(h, `/api/guides/${ASHA}`)).body;
    const res = await post(
      h,
      '/api/add-tour-plan',
      tourPlan({ tourGuideEmail: ASHA, tourGuideName: 'Someone Else' }),
      asha,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Tour plan saved successfully',
      plan: {
        id: expect.any(String),
        start_city: 'Agra',
        place: 'Taj Mahal',
        price: 45,
        start_date: '2027-03-01T03:30:00.000Z',
        end_date: '2027-03-01T11:30:00.000Z',
        startCity: 'Agra',
        startDate: '2027-03-01T03:30:00.000Z',
        endDate: '2027-03-01T11:30:00.000Z',
        tourGuideEmail: ASHA,
        tourGuideName: 'Asha Verma',
        tourGuideImage: profile.profilePicture,
      },
    });
  });

  it('answers 401 to a visitor, 403 NOT_A_GUIDE to a user who is no guide, 403 for another guide’s e-mail', async () => {
    const { asha } = await twoGuides();
    expect((await post(h, '/api/add-tour-plan', tourPlan())).status).toBe(401);
    const tourist = await loggedIn(h, 'tourist@example.com');
    expect(await post(h, '/api/add-tour-plan', tourPlan(), tourist)).toMatchObject({
      status: 403,
      body: { message: 'Send your guide profile first.', code: 'NOT_A_GUIDE' },
    });
    expect(await post(h, '/api/add-tour-plan', tourPlan({ tourGuideEmail: RAVI }), asha)).toMatchObject({
      status: 403,
      body: { code: 'WRONG_ACCOUNT' },
    });
    expect(await h.platform.store.collection('tour_plans').count({})).toBe(0);
  });

  it('checks the plan: dates in order, a price in range', async () => {
    const { asha } = await twoGuides();
    expect(
      await post(h, '/api/add-tour-plan', tourPlan({ endDate: '2027-02-28T00:00:00.000Z' }), asha),
    ).toMatchObject({
      status: 400,
      body: { message: 'The end date must be after the start date.' },
    });
    expect(await post(h, '/api/add-tour-plan', tourPlan({ price: 0 }), asha)).toMatchObject({
      status: 400,
      body: { message: 'Please enter a price from 1 to 10000 USD.' },
    });
  });
});

describe('GET /api/load-tour-plans', () => {
  it('lists one guide’s plans with an e-mail, and every verified guide’s without, latest start first', async () => {
    const { asha, ravi } = await twoGuides();
    await post(h, '/api/add-tour-plan', tourPlan({ place: 'Agra Fort' }), asha);
    await post(
      h,
      '/api/add-tour-plan',
      tourPlan({ startDate: '2027-04-01T03:30:00Z', endDate: '2027-04-02T03:30:00Z' }),
      asha,
    );
    await post(h, '/api/add-tour-plan', tourPlan({ startCity: 'Delhi', place: 'Red Fort' }), ravi);

    const all = (await get(h, '/api/load-tour-plans')).body as unknown as Array<Record<string, unknown>>;
    expect(all.map((p) => [p.place, p.startDate])).toEqual([
      ['Taj Mahal', '2027-04-01T03:30:00.000Z'],
      ['Agra Fort', '2027-03-01T03:30:00.000Z'],
    ]);
    const ashas = (await get(h, `/api/load-tour-plans?email=${encodeURIComponent(ASHA)}`)).body;
    expect(ashas).toHaveLength(2);
    // Ravi is not verified yet: his plans are his own to see.
    expect((await get(h, `/api/load-tour-plans?email=${RAVI}`)).body).toEqual([]);
    expect((await get(h, `/api/load-tour-plans?email=${RAVI}`, ravi)).body).toEqual([
      expect.objectContaining({ place: 'Red Fort', tourGuideName: 'Ravi Kumar' }),
    ]);
    expect((await get(h, '/api/load-tour-plans?email=nobody@example.com')).body).toEqual([]);
    expect(await (await callerFor(h)).guides.tourPlans()).toHaveLength(2);
  });
});

describe('changing and deleting a tour plan', () => {
  async function ashasPlan() {
    const guides = await twoGuides();
    const added = await post(h, '/api/add-tour-plan', tourPlan(), guides.asha);
    return { ...guides, id: String((added.body.plan as { id: string }).id) };
  }

  it('saves a change on the server (DECISIONS 14)', async () => {
    const { asha, id } = await ashasPlan();
    const res = await sendAs(
      h,
      'PUT',
      `/api/update-tour-plan/${id}`,
      asha,
      tourPlan({ price: 60, place: 'Mehtab Bagh' }),
    );
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Tour plan saved successfully', plan: { id, price: 60, place: 'Mehtab Bagh' } },
    });
    expect((await get(h, `/api/load-tour-plans?email=${ASHA}`)).body).toEqual([
      expect.objectContaining({ id, price: 60, place: 'Mehtab Bagh' }),
    ]);
  });

  it('deletes the plan for its guide with the spec’s message', async () => {
    const { asha, id } = await ashasPlan();
    expect(await sendAs(h, 'DELETE', `/api/delete-tour-plan/${id}`, asha)).toEqual({
      status: 200,
      body: { message: 'Tour plan deleted successfully' },
    });
    expect((await get(h, '/api/load-tour-plans')).body).toEqual([]);
    expect(await sendAs(h, 'DELETE', `/api/delete-tour-plan/${id}`, asha)).toEqual({
      status: 404,
      body: { message: 'This tour plan does not exist.', code: 'TOUR_PLAN_MISSING' },
    });
  });

  it('refuses another guide’s change or deletion with 403 and leaves the plan as it was', async () => {
    const { ravi, id } = await ashasPlan();
    expect(await sendAs(h, 'PUT', `/api/update-tour-plan/${id}`, ravi, tourPlan({ price: 1 }))).toMatchObject(
      {
        status: 403,
        body: { code: 'WRONG_ACCOUNT' },
      },
    );
    expect(await sendAs(h, 'DELETE', `/api/delete-tour-plan/${id}`, ravi)).toMatchObject({ status: 403 });
    const asRavi = await callerFor(h, ravi);
    await expect(asRavi.guides.deleteTourPlan({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(asRavi.guides.updateTourPlan({ id, plan: tourPlan({ price: 1 }) })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await get(h, `/api/load-tour-plans?email=${ASHA}`)).body).toEqual([
      expect.objectContaining({ id, price: 45 }),
    ]);
  });
});
