/**
 * Cross-user requests: a signed-in user who names another user's e-mail in any call, REST or
 * tRPC, is answered 403 (DECISIONS 3) and nothing of the other user is read or changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../harness.js';
import { loggedIn } from '../http.js';
import { procedures, restPosts } from './routes.js';

/** One product for the suite: its tests read, and every write they try is refused. */
const product = useProduct({ shared: true });
let h: Harness;
let base: string;
let cookie: string;
const OTHER = 'victim@example.com';
beforeAll(async () => {
  h = await product();
  base = await h.listen();
  await loggedIn(h, OTHER);
  cookie = await loggedIn(h, 'intruder@example.com');
});

const place = { touristPlace: 'Taj Mahal', language: 'English (US)' };
/** Every REST call that names a user, with an otherwise valid body naming the other one. */
const NAMING: Record<string, Record<string, unknown>> = {
  '/api/autoLogIn': { storedLoggedInEmail: OTHER },
  '/api/loadUserData': { storedLoggedInEmail: OTHER },
  '/api/userFullName': { email: OTHER, userFullName: 'Mallory' },
  '/api/userAddress': { email: OTHER, userAddress: '1 Elsewhere Road' },
  '/api/userPreference': { email: OTHER, userAudioPreference: 'Historian' },
  '/api/getTransactionHistory': { storedLoggedInEmail: OTHER },
  '/api/tourOperatorData': { storedLoggedInEmail: OTHER },
  '/api/subscribeEmail': { subscribeEmail: OTHER },
  '/api/submit-review': { email: OTHER, rating: 5, comment: 'Lovely' },
  '/api/send-review-email': { touristMail: OTHER, rating: 5, opinion: 'Lovely' },
  '/api/save-quiz': { email: OTHER, placeId: 'taj-mahal', answers: [0, 0, 0] },
  '/api/check-quiz-played': { email: OTHER },
  '/api/generate': { ...place, email: OTHER },
  '/api/generateForAudioBookFreeVersionWithOutLogIn': { ...place, email: OTHER },
  '/api/generateForAudioBookFreeVersion': { ...place, email: OTHER },
  '/api/generateForAudioBook': { ...place, email: OTHER },
  '/api/isSubscribed': { email: OTHER },
  '/api/isAutoSubscribed': { email: OTHER },
  '/api/get-purchased-plans': { email: OTHER },
  '/api/purchaseSubscription': { email: OTHER, plan: 'Fortnight Plan - 11.99$/2-weeks' },
  '/api/save-special-plan': { email: OTHER, country: 'India', plan_name: 'Agra Highlights' },
  '/api/generateForAudioBookPlan': { ...place, email: OTHER, purchasedPlan: 'Golden Triangle' },
  '/api/getEarnedMoney': { storedLoggedInEmail: OTHER },
  '/api/add-tour-plan': {
    tourGuideEmail: OTHER,
    startCity: 'Agra',
    place: 'Taj Mahal',
    price: 45,
    startDate: '2027-03-01T03:30:00Z',
    endDate: '2027-03-01T11:30:00Z',
  },
  '/api/send-email': { touristMail: OTHER, guideMail: 'guide@example.com', place: 'Taj Mahal' },
  '/api/set-negotiations': {
    clientId: OTHER,
    guideId: 'guide@example.com',
    touristPlace: 'Taj Mahal',
    offerPrice: 15,
    noOfPeople: 1,
  },
};
/** Calls that name nobody but the caller's own session, or nobody at all. */
const NAMELESS = new Set([
  '/api/verifyAccountExistAndSendingOTP',
  '/api/createAccount',
  '/api/logIn',
  '/api/logout',
  '/api/verifyAccountExistAndSendingOTPForForgotPassword',
  '/api/ForgotPassword',
  '/api/verifyPhoneNumber',
  '/api/verifyPhoneOtp',
  '/api/get-review',
  '/api/getAllCountries',
  '/api/getAllCitiesOfACountry',
  '/api/touristPlaces',
  '/api/searchedTouristPlace',
  '/api/getTouristData',
  '/api/special-tours',
  '/api/processPayment',
  '/api/check-code-limit',
  // The order's owner is the session's user; verification checks it (payments tests).
  '/api/create-order',
  '/api/verify-signature',
  '/api/razorpay/webhook',
  // The order's owner is the session's user; another user's order answers 403 (sandbox-checkout tests).
  '/sandbox/pay',
  '/sandbox/confirm',
  '/api/synthesize',
  // Multipart: walked below with their e-mail fields.
  '/api/userprofilePicture',
  '/api/your-api-endpoint',
  // Bookings are the session's own: another user's booking answers 404 (bookings tests), a decision
  // on another guide's notification 403 (decisions tests); the grid is public.
  '/api/bookings/guides',
  '/api/bookings',
  '/api/bookings/:id/cancel',
  '/api/save-decision',
  '/api/notifications/read',
  '/api/guide-reviews',
  // Erases the session's own account only; the body names no user (accounts/privacy.routes.test.ts).
  '/api/delete-account',
]);

const TRPC_NAMING: Record<string, Record<string, unknown>> = {
  'profile.load': { storedLoggedInEmail: OTHER },
  'profile.setFullName': { email: OTHER, userFullName: 'Mallory' },
  'profile.setAddress': { email: OTHER, userAddress: '1 Elsewhere Road' },
  'profile.setPreference': { email: OTHER, userAudioPreference: 'Historian' },
  'profile.transactions': { storedLoggedInEmail: OTHER },
  'guides.operatorData': { storedLoggedInEmail: OTHER },
  'bookings.earnings': { storedLoggedInEmail: OTHER },
  'bookings.offer': {
    clientId: OTHER,
    guideId: 'guide@example.com',
    touristPlace: 'Taj Mahal',
    offerPrice: 15,
    noOfPeople: 1,
  },
  'guides.addTourPlan': {
    tourGuideEmail: OTHER,
    startCity: 'Agra',
    place: 'Taj Mahal',
    price: 45,
    startDate: '2027-03-01T03:30:00Z',
    endDate: '2027-03-01T11:30:00Z',
  },
  'newsletter.subscribe': { subscribeEmail: OTHER },
  'reviews.submit': { email: OTHER, rating: 5, comment: 'Lovely' },
  'reviews.sendEmail': { touristMail: OTHER, rating: 5, opinion: 'Lovely' },
  'quiz.save': { email: OTHER, placeId: 'taj-mahal', answers: [0, 0, 0] },
  'audio.description': { ...place, email: OTHER },
  'audio.request': { ...place, email: OTHER },
  'plans.subscriptionStatus': { email: OTHER },
  'plans.purchased': { email: OTHER },
  'plans.confirmSubscription': { email: OTHER, plan: 'Fortnight Plan - 11.99$/2-weeks' },
  'plans.confirmSpecialPlan': { email: OTHER, country: 'India', plan_name: 'Agra Highlights' },
};

describe('a user naming another user', () => {
  it('is classified for every REST call: each one names a user or is known not to', () => {
    const unclassified = restPosts(h).filter((path) => !(path in NAMING) && !NAMELESS.has(path));
    expect(unclassified).toEqual([]);
  });

  it.each(Object.entries(NAMING))('is answered 403 by %s', async (path, body) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'WRONG_ACCOUNT' });
  });

  it('is answered 403 by the picture upload', async () => {
    const form = new FormData();
    form.set('email', OTHER);
    form.set('file', new Blob([new Uint8Array([0x89, 0x50])]), 'a.png');
    const res = await fetch(`${base}/api/userprofilePicture`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(res.status).toBe(403);
  });

  it('is answered 403 by the guide profile form', async () => {
    const form = new FormData();
    form.set('emailAddress', OTHER);
    const res = await fetch(`${base}/api/your-api-endpoint`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'WRONG_ACCOUNT' });
  });

  it('is answered 403 by every tRPC procedure that takes an e-mail', async () => {
    const byPath = new Map(procedures().map((p) => [p.path, p.type]));
    for (const [path, input] of Object.entries(TRPC_NAMING)) {
      const encoded = encodeURIComponent(JSON.stringify(input));
      const res =
        byPath.get(path) === 'query'
          ? await fetch(`${base}/trpc/${path}?input=${encoded}`, { headers: { cookie } })
          : await fetch(`${base}/trpc/${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify(input),
            });
      const body = (await res.json()) as { error?: { data?: { appCode?: string } } };
      expect({ path, status: res.status, code: body.error?.data?.appCode }).toEqual({
        path,
        status: 403,
        code: 'WRONG_ACCOUNT',
      });
    }
  });

  it("leaves the other user's account as it was", async () => {
    const victim = await h.platform.store.collection('users').findOne({ email: OTHER });
    expect(victim).toMatchObject({ email: OTHER });
    expect(victim?.username).not.toBe('Mallory');
    expect(victim?.address ?? '').not.toBe('1 Elsewhere Road');
    expect(await h.platform.store.collection('site_reviews').count({})).toBe(0);
  });
});
