import { PRIVACY_MESSAGES } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { payBooking, verifiedGuide } from '../../test/marketplace.js';
import {
  ASHA,
  actorFor,
  PASSWORD,
  RAVI,
  richAsha,
  strangerRavi,
  uploadPicture,
  userId,
} from '../../test/privacy-fixtures.js';
import { bookings } from '../bookings/booking-store.js';
import { lockCalendar } from '../bookings/calendar.js';
import { guideReviews } from '../reviews/guide-reviews.js';
import { deleteAccount, eraseAccount } from './account-deletion.js';

const startProduct = useProduct();
afterEach(() => {
  vi.restoreAllMocks();
});

const DAY = 24 * 3600_000;
const CONFIRMED = { confirm: 'DELETE', password: PASSWORD };

/** How many documents each collection holds: what a harmless repeat must leave as it was. */
async function counts(product: Harness) {
  const names = [
    'users',
    'sessions',
    'site_reviews',
    'guide_reviews',
    'bookings',
    'payment_orders',
    'transactions',
    'guides',
    'tour_plans',
    'notifications',
    'newsletter_subscribers',
    'purchased_plans',
  ];
  const store = product.platform.store;
  return Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await store.collection(n).count({})])),
  );
}

describe('deleting an account', () => {
  it('signs out everywhere, removes profile and files, anonymises reviews, withdraws the guide and keeps payments', async () => {
    const h = await startProduct();
    const ravi = await strangerRavi(h);
    const asha = await richAsha(h);
    const store = h.platform.store;
    const guide = await store.collection('guides').findOne({ email: ASHA });
    const files = [
      `uploads/${asha.picture}`,
      `uploads/${String(guide?.profilePicture)}`,
      `guide-documents/${String(guide?.officialDocument)}.pdf`,
    ];
    for (const key of files) expect(await h.platform.blobs.stat(key), key).not.toBeNull();
    // A booking of Asha as guide once locked her calendar: the lock, keyed by her e-mail, goes too.
    await store.transaction((tx) => lockCalendar(tx, ASHA));

    // A month on, when the paid tour is over: nothing is in flight.
    const later = new Date(Date.now() + 30 * DAY);
    expect(await deleteAccount(h.deps, await actorFor(h, ASHA), CONFIRMED, later)).toEqual({
      message: PRIVACY_MESSAGES.accountDeleted,
      deleted: true,
    });

    for (const cookie of [asha.cookie, asha.second])
      expect((await get(h, '/api/my-data', cookie)).status).toBe(401);
    expect(await store.collection('sessions').count({ userId: asha.id })).toBe(0);
    expect(await store.collection('users').findOne({ email: ASHA })).toBeNull();
    expect(await post(h, '/api/logIn', { logInEmail: ASHA, logInPassword: PASSWORD })).toMatchObject({
      status: 404,
      body: { code: 'ACCOUNT_MISSING' },
    });
    for (const key of files) expect(await h.platform.blobs.stat(key), key).toBeNull();
    expect((await get(h, `/api/guides/${ASHA}`)).status).toBe(404);
    expect(JSON.stringify((await get(h, '/api/load-tour-plans')).body)).not.toContain('Taj Mahal');

    const siteReviews = (await post(h, '/api/get-review', {})).body as unknown as Array<
      Record<string, unknown>
    >;
    expect(siteReviews.find((r) => r.opinion === 'Asha loved the audio tour')).toMatchObject({
      name: 'Former traveller',
      email: '',
      profilePicture: '',
    });
    // Not linkable either to the kept payment records, which carry the same user id.
    expect(await store.collection('site_reviews').count({ userId: asha.id })).toBe(0);
    expect(await guideReviews(store).findOne({ review: 'Meera knew every stone' })).toMatchObject({
      name: 'Former traveller',
      profilePicture: '',
      touristId: 'erased',
    });
    expect(await store.collection('newsletter_subscribers').findOne({ _id: ASHA })).toBeNull();
    expect(await store.collection('notifications').count({ recipient: ASHA })).toBe(0);
    expect(await store.collection('purchased_plans').count({ userId: asha.id })).toBe(0);
    expect(await store.collection('guide_calendars').count({ _id: ASHA })).toBe(0);

    // Payments are kept as the law requires, marked as an erased account's.
    expect(await store.collection('payment_orders').find({ userId: asha.id })).toMatchObject([
      { status: 'paid', accountErasedAt: later },
    ]);
    expect(await store.collection('transactions').count({ userId: asha.id })).toBe(1);
    // Bookings stay for the other side, without Asha's name; the unpaid one asking her ends.
    expect(await bookings(store).findOne({ _id: asha.tripId })).toMatchObject({
      touristName: 'Former traveller',
      touristEmail: '',
      guideEmail: 'meera@example.com',
    });
    expect(await bookings(store).findOne({ _id: asha.kiranBookingId })).toMatchObject({
      status: 'cancelled',
      guideName: 'Former guide',
      guideEmail: '',
      touristEmail: 'kiran@example.com',
    });
    expect(await store.collection('account_erasures').findOne({ _id: asha.id })).toMatchObject({
      erasedAt: later,
    });

    // Ravi is untouched.
    expect((await get(h, '/api/my-data', ravi)).status).toBe(200);
    expect(await store.collection('newsletter_subscribers').findOne({ _id: RAVI })).not.toBeNull();
  });

  it('is harmless to repeat: a second erasure changes nothing', async () => {
    const h = await startProduct();
    await strangerRavi(h);
    const asha = await richAsha(h);
    const later = new Date(Date.now() + 30 * DAY);
    expect((await eraseAccount(h.deps, asha.id, later)).outcome).toBe('erased');
    const after = await counts(h);
    expect((await eraseAccount(h.deps, asha.id, later)).outcome).toBe('already');
    expect(await counts(h)).toEqual(after);
  });

  it('completes when asked again after it died halfway (a file could not be deleted)', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, ASHA);
    const picture = await uploadPicture(h, cookie);
    await post(h, '/api/submit-review', { rating: 4, comment: 'Half way there' }, cookie);
    vi.spyOn(h.platform.blobs, 'delete').mockRejectedValueOnce(new Error('disk gone'));
    const first = await post(h, '/api/delete-account', CONFIRMED, cookie);
    expect(first.status).toBe(500);
    // Nothing changed in the store: still signed in, still named on the review.
    expect((await get(h, '/api/my-data', cookie)).status).toBe(200);
    const named = (await post(h, '/api/get-review', {})).body as unknown as Array<Record<string, unknown>>;
    expect(named[0]).toMatchObject({ name: 'asha' });

    expect(await post(h, '/api/delete-account', CONFIRMED, cookie)).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect(await h.platform.blobs.stat(`uploads/${picture}`)).toBeNull();
    expect((await get(h, '/api/my-data', cookie)).status).toBe(401);
  });
});

describe('money in flight stops a deletion', () => {
  const TAJ = { guidePlaces: 'Taj Mahal', guideCity: 'Uttar Pradesh', guidePrice: 15 };
  /** A reserved tour in three days, paid: upcoming for both its tourist and its guide. */
  async function paidUpcomingTour(product: Harness) {
    const guide = await verifiedGuide(product, 'meera@example.com', TAJ);
    const tourist = await loggedIn(product, ASHA);
    const date = new Date(Date.now() + 3 * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
    const booked = await post(
      product,
      '/api/bookings',
      {
        kind: 'reserved',
        touristPlace: 'Taj Mahal',
        guideEmail: 'meera@example.com',
        numPeople: 2,
        location: 'Hotel, Agra',
        date,
        time: '10:00',
      },
      tourist,
    );
    await payBooking(product, tourist, String(booked.body.id), 30);
    return { tourist, guide: guide.cookie };
  }

  it('refuses the tourist and the guide of an upcoming paid booking, and changes nothing', async () => {
    const h = await startProduct();
    const { tourist, guide } = await paidUpcomingTour(h);
    for (const cookie of [tourist, guide]) {
      expect(await post(h, '/api/delete-account', CONFIRMED, cookie)).toMatchObject({
        status: 409,
        body: { message: PRIVACY_MESSAGES.upcomingBooking, code: 'UPCOMING_PAID_BOOKING' },
      });
      expect((await get(h, '/api/my-data', cookie)).status).toBe(200);
    }
    // Once the tour is over, the same request goes through.
    const over = new Date(Date.now() + 10 * DAY);
    expect((await deleteAccount(h.deps, await actorFor(h, ASHA), CONFIRMED, over)).deleted).toBe(true);
  });

  it('refuses while an order may still be paid', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, ASHA);
    const order = await post(
      h,
      '/api/create-order',
      {
        amount: 11.99,
        preferredCurrency: 'USD',
        item: { type: 'plan', plan: 'Fortnight Plan - 11.99$/2-weeks' },
      },
      cookie,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(await post(h, '/api/delete-account', CONFIRMED, cookie)).toMatchObject({
      status: 409,
      body: { message: PRIVACY_MESSAGES.paymentInProgress, code: 'PAYMENT_IN_PROGRESS' },
    });
    expect(await userId(h, ASHA)).toEqual(expect.any(String));
  });
});
