/**
 * For the privacy tests: Asha, who has something in every domain (profile and picture, two
 * sessions, a guide profile with its files and a tour plan, a paid booking as tourist, a booking
 * of her as guide, reviews, a notification, a special plan, the newsletter), and Ravi, a stranger
 * with his own data beside hers.
 */
import { NOTIFICATIONS_COLLECTION, type SpecialTourPlan } from '@app/contracts';
import { toAccount } from '../src/accounts/account.js';
import type { Actor } from '../src/accounts/actor.js';
import { users } from '../src/accounts/users.js';
import { PDF, PNG, submittedGuide } from '../src/guides/guide-fixtures.js';
import { verifyGuide } from '../src/guides/verification.js';
import { recordSpecialPlan } from '../src/plans/special-plans.js';
import { guideReviews } from '../src/reviews/guide-reviews.js';
import type { Harness } from './harness.js';
import { cookieOf, loggedIn, post } from './http.js';
import { payBooking, verifiedGuide } from './marketplace.js';

export const ASHA = 'asha@example.com';
export const RAVI = 'ravi@example.com';
export const PASSWORD = 'Secret#123';
const TAJ = { guidePlaces: 'Taj Mahal, Agra Fort', guideCity: 'Uttar Pradesh', guidePrice: 15 };

export async function uploadPicture(h: Harness, cookie: string): Promise<string> {
  const form = new FormData();
  form.set('file', new File([PNG], 'me.png', { type: 'image/png' }));
  const res = await h.app.request('/api/userprofilePicture', {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  const body = (await res.json()) as { profilePicture?: string };
  if (!body.profilePicture) throw new Error(`picture not saved: ${JSON.stringify(body)}`);
  return body.profilePicture;
}

async function ok(h: Harness, path: string, body: unknown, cookie: string) {
  const res = await post(h, path, body, cookie);
  if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function userId(h: Harness, email: string): Promise<string> {
  const user = await users(h.platform.store).findOne({ email });
  if (!user) throw new Error(`no user ${email}`);
  return user._id;
}

/** The caller a service sees for the user's session (for the service tests that choose `now`). */
export async function actorFor(h: Harness, email: string): Promise<Actor> {
  const user = await users(h.platform.store).findOne({ email });
  return { ip: '127.0.0.1', secure: false, user: user && toAccount(user), sessionId: null };
}

export async function richAsha(h: Harness) {
  const cookie = await submittedGuide(
    h,
    ASHA,
    { status: 'professional', officialDocumentName: 'licence.pdf' },
    { document: PDF },
  );
  await verifyGuide(h.platform.store, ASHA);
  const picture = await uploadPicture(h, cookie);
  await ok(h, '/api/userAddress', { userAddress: 'Flat 4, MG Road, Agra' }, cookie);
  await ok(h, '/api/subscribeEmail', { subscribeEmail: ASHA }, cookie);
  await ok(h, '/api/submit-review', { rating: 5, comment: 'Asha loved the audio tour' }, cookie);
  await ok(
    h,
    '/api/add-tour-plan',
    {
      startCity: 'Agra',
      place: 'Taj Mahal',
      price: 45,
      startDate: '2027-03-01T03:30:00.000Z',
      endDate: '2027-03-01T11:30:00.000Z',
    },
    cookie,
  );
  const second = cookieOf(
    (await post(h, '/api/logIn', { logInEmail: ASHA, logInPassword: PASSWORD })).cookies,
  );

  // As tourist: a paid instant tour with Meera, and the review Asha wrote of it.
  await verifiedGuide(h, 'meera@example.com', TAJ);
  const trip = await ok(
    h,
    '/api/bookings',
    { kind: 'instant', touristPlace: 'Taj Mahal', guideEmail: 'meera@example.com', numPeople: 2 },
    cookie,
  );
  const tripId = String(trip.id);
  await payBooking(h, cookie, tripId, 30);
  const id = await userId(h, ASHA);
  await guideReviews(h.platform.store).insertOne({
    _id: crypto.randomUUID(),
    bookingId: tripId,
    guideEmail: 'meera@example.com',
    touristId: id,
    name: 'Asha Verma',
    review: 'Meera knew every stone',
    rating: 5,
    profilePicture: picture,
    createdAt: new Date(),
  });
  // As guide: Kiran holds Asha's time with an unpaid draft.
  const kiran = await loggedIn(h, 'kiran@example.com');
  const asked = await ok(
    h,
    '/api/bookings',
    { kind: 'instant', touristPlace: 'Agra Fort', guideEmail: ASHA, numPeople: 1 },
    kiran,
  );
  await h.platform.store.collection(NOTIFICATIONS_COLLECTION).insertOne({
    _id: crypto.randomUUID(),
    recipient: ASHA,
    role: 'tourist',
    bookingId: tripId,
    subject: 'booking',
    message: 'Meera accepted your booking.',
    timestamp: new Date(),
    descision: 'accept',
    guideMail: 'meera@example.com',
    guideName: 'Meera',
    touristPlace: 'Taj Mahal',
    Payment: 15,
    numPeople: 2,
    read: false,
    payable: false,
  });
  const plan: SpecialTourPlan = {
    id: 'p1',
    plan_name: 'Golden Triangle',
    country: 'India',
    city: 'Agra',
    tourist_places: { 'Taj Mahal': 'x' },
    price: 10,
    currency: 'USD',
  };
  await recordSpecialPlan(h.platform.store, id, plan);
  return { cookie, second, picture, tripId, kiranBookingId: String(asked.id), id };
}

/** Ravi: an address, a review, the newsletter and an order of his own — none of it Asha's. */
export async function strangerRavi(h: Harness): Promise<string> {
  const cookie = await loggedIn(h, RAVI);
  await ok(h, '/api/userAddress', { userAddress: 'Ravi Secret Street 9' }, cookie);
  await ok(h, '/api/submit-review', { rating: 2, comment: 'Ravi private opinion' }, cookie);
  await ok(h, '/api/subscribeEmail', { subscribeEmail: RAVI }, cookie);
  return cookie;
}
