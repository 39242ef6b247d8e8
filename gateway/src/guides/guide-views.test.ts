import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { guideReviews } from '../reviews/guide-reviews.js';
import { PDF, submittedGuide } from './guide-fixtures.js';
import { rejectGuide, verifyGuide } from './verification.js';

const startProduct = useProduct();

const ASHA = 'asha@example.com';
const PRIVATE_FIELDS = [
  'dob',
  'countryCode',
  'phoneNumber',
  'address',
  'officialDocumentName',
  'officialDocument',
];

describe('GET /api/guides/{email}', () => {
  it('answers 404 for an e-mail that is no guide’s', async () => {
    const h = await startProduct();
    await loggedIn(h, 'ravi@example.com');
    for (const email of ['nobody@example.com', 'ravi@example.com'])
      expect(await get(h, `/api/guides/${email}`)).toMatchObject({
        status: 404,
        body: { message: 'This guide does not exist.', code: 'GUIDE_MISSING' },
      });
  });

  it('shows a guide under verification to that guide only', async () => {
    const h = await startProduct();
    const cookie = await submittedGuide(h, ASHA);
    const ravi = await loggedIn(h, 'ravi@example.com');
    expect((await get(h, `/api/guides/${ASHA}`)).status).toBe(404);
    expect((await get(h, `/api/guides/${ASHA}`, ravi)).status).toBe(404);
    const own = await get(h, `/api/guides/${ASHA}`, cookie);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ emailAddress: ASHA, verificationStatus: 'Under Verification' });
  });

  it('shows a verified guide’s public fields to anyone and the private ones to the guide alone', async () => {
    const h = await startProduct();
    const cookie = await submittedGuide(h, ASHA, { status: 'professional' }, { document: PDF });
    await verifyGuide(h.platform.store, ASHA);
    const ravi = await loggedIn(h, 'ravi@example.com');
    for (const visitor of [undefined, ravi]) {
      const res = await get(h, `/api/guides/${ASHA.toUpperCase()}`, visitor);
      expect(res.body).toEqual({
        emailAddress: ASHA,
        firstName: 'Asha',
        lastName: 'Verma',
        profilePicture: expect.stringMatching(/\.png$/),
        guideCity: 'Uttar Pradesh',
        guidePlaces: 'Taj Mahal, Agra Fort',
        places: ['Taj Mahal', 'Agra Fort'],
        guidePrice: 15,
        price: 15,
        legalname: 'Asha Verma',
        status: 'professional',
        verificationStatus: 'Verified',
        averageRating: 0,
        reviewCount: 0,
        bio: '',
        languages: [],
        yearsOfExperience: null,
      });
    }
    const own = (await get(h, `/api/guides/${ASHA}`, cookie)).body;
    expect(own).toMatchObject({
      dob: '1990-05-20',
      countryCode: '+91',
      phoneNumber: '9876543210',
      address: '12 Fatehabad Road, Agra',
      officialDocumentName: 'licence.pdf',
      officialDocument: expect.stringMatching(/^[0-9a-f-]{36}_licence\.pdf$/),
    });
    for (const field of PRIVATE_FIELDS) expect(own).toHaveProperty(field);
  });

  it('lists a place whose name holds a comma as one place (issue 26: “Sikandra” was a place of its own)', async () => {
    const h = await startProduct();
    await submittedGuide(h, ASHA, {
      guidePlaces: 'Akbar’s Tomb, Sikandra, Taj Mahal, city palace, jaipur, Old Agra bazaar, Agra',
    });
    await verifyGuide(h.platform.store, ASHA);
    expect((await get(h, `/api/guides/${ASHA}`)).body.places).toEqual([
      'Akbar’s Tomb, Sikandra',
      'Taj Mahal',
      'city palace, jaipur',
      'Old Agra bazaar',
      'Agra',
    ]);
  });

  it('carries the rounded mean of the guide’s review ratings', async () => {
    const h = await startProduct();
    await submittedGuide(h, ASHA);
    await verifyGuide(h.platform.store, ASHA);
    const review = (n: number, rating: number) => ({
      _id: `r${n}`,
      bookingId: `b${n}`,
      guideEmail: ASHA,
      touristId: 't',
      name: 'Tourist',
      review: 'Good',
      rating,
      profilePicture: '',
      createdAt: new Date(),
    });
    await guideReviews(h.platform.store).insertMany([review(1, 4), review(2, 5), review(3, 5)]);
    expect((await get(h, `/api/guides/${ASHA}`)).body).toMatchObject({ averageRating: 5, reviewCount: 3 });
  });
});

describe('POST /api/tourOperatorData', () => {
  it('answers a user who is no guide with empty data, not verified', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, ASHA);
    expect(await post(h, '/api/tourOperatorData', { storedLoggedInEmail: ASHA }, cookie)).toMatchObject({
      status: 200,
      body: {
        legalname: '',
        price: 0,
        phoneNumber: '',
        address: '',
        legalDocument: '',
        verification: 'not verified',
        verificationStatus: 'Send For verification',
      },
    });
  });

  it('follows the guide from under verification to verified, and tells a rejected guide why', async () => {
    const h = await startProduct();
    const cookie = await submittedGuide(h, ASHA, { status: 'professional' }, { document: PDF });
    const read = async () =>
      (await post(h, '/api/tourOperatorData', { storedLoggedInEmail: ASHA }, cookie)).body;
    expect(await read()).toEqual({
      legalname: 'Asha Verma',
      price: 15,
      phoneNumber: '9876543210',
      address: '12 Fatehabad Road, Agra',
      legalDocument: expect.stringMatching(/^[0-9a-f-]{36}_licence\.pdf$/),
      verification: 'not verified',
      verificationStatus: 'Under Verification',
    });
    await verifyGuide(h.platform.store, ASHA);
    expect(await read()).toMatchObject({ verification: 'verified', verificationStatus: 'Verified' });
    await rejectGuide(h.platform.store, { email: ASHA, reason: 'The licence has expired.' });
    expect(await read()).toMatchObject({
      verification: 'not verified',
      verificationStatus: 'Rejected',
      rejectionReason: 'The licence has expired.',
    });
  });

  it('answers 401 to a visitor and 403 for another user’s e-mail, over REST and tRPC', async () => {
    const h = await startProduct();
    await submittedGuide(h, ASHA);
    expect((await post(h, '/api/tourOperatorData', { storedLoggedInEmail: ASHA })).status).toBe(401);
    const ravi = await loggedIn(h, 'ravi@example.com');
    expect(await post(h, '/api/tourOperatorData', { storedLoggedInEmail: ASHA }, ravi)).toMatchObject({
      status: 403,
      body: { code: 'WRONG_ACCOUNT' },
    });
    const asRavi = await callerFor(h, ravi);
    await expect(asRavi.guides.operatorData({ storedLoggedInEmail: ASHA })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await asRavi.guides.operatorData({})).toMatchObject({
      verificationStatus: 'Send For verification',
    });
  });
});

describe('the guides tRPC router', () => {
  it('reads the same profile as REST: private to the guide, hidden from others until verified', async () => {
    const h = await startProduct();
    const cookie = await submittedGuide(h, ASHA);
    expect(await (await callerFor(h, cookie)).guides.profile({ email: ASHA })).toMatchObject({
      phoneNumber: '9876543210',
    });
    await expect((await callerFor(h)).guides.profile({ email: ASHA })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
