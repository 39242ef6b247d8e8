import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { payBooking, releaseArrives, verifiedGuide } from '../../test/marketplace.js';

const startProduct = useProduct();

const WAIT = { timeout: 10_000, interval: 20 };
type Note = { id: string; descision: string; bookingId: string; payable: boolean; Payment: number };

async function start() {
  const product = await startProduct({ workers: ['notifications'] });
  const guide = await verifiedGuide(product, 'asha@example.com', {
    guidePlaces: 'Taj Mahal',
    guideCity: 'Uttar Pradesh',
    guidePrice: 15,
  });
  const tourist = await loggedIn(product, 'tourist@example.com');
  return { h: product, guide: guide.cookie, tourist };
}

const notes = async (product: Harness, role: 'guide' | 'tourist', cookie: string) =>
  (await get(product, `/api/get-notifications-${role}`, cookie)).body as unknown as Note[];

/** The guide's notification for the booking once the worker wrote it. */
async function guideNote(product: Harness, cookie: string, bookingId: string): Promise<Note> {
  let found: Note | undefined;
  await vi.waitFor(async () => {
    found = (await notes(product, 'guide', cookie)).find((n) => n.bookingId === bookingId);
    expect(found).toBeDefined();
  }, WAIT);
  return found as Note;
}

const instant = { kind: 'instant', touristPlace: 'Taj Mahal', guideEmail: 'asha@example.com', numPeople: 2 };

/** What the guides' answers announced (booking.decided), in order. */
const decided = async (product: Harness) =>
  (await product.platform.store.collection('outbox').find({ topic: 'booking.decided' })).map(
    (row) => (row.event as { payload: Record<string, unknown> }).payload,
  );

const stored = async (product: Harness, id: string) =>
  product.platform.store.collection('bookings').findOne({ _id: id });

/** A reserved booking three days ahead at 10:00 with an offer of 12.50 USD, and the guide's note of it. */
async function offered(product: Harness, guide: string, tourist: string) {
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const reserved = { ...instant, kind: 'reserved', location: 'Agra Cantt station', date, time: '10:00' };
  const id = String((await post(product, '/api/bookings', reserved, tourist)).body.id);
  const offer = { guideId: 'asha@example.com', touristPlace: 'Taj Mahal', offerPrice: 12.5, noOfPeople: 2 };
  await post(product, '/api/set-negotiations', { ...offer, bookingId: id }, tourist);
  return { id, reserved, note: await guideNote(product, guide, id) };
}

describe('the guide answers a paid request', () => {
  it('accepts it once: the booking is confirmed, its payment captured, and the tourist’s notification reads accept', async () => {
    const { h, guide, tourist } = await start();
    const id = String((await post(h, '/api/bookings', instant, tourist)).body.id);
    const orderId = await payBooking(h, tourist, id, 30);
    const note = await guideNote(h, guide, id);
    expect(note.descision).toBe('pending...');
    const payment = async () => {
      const order = await h.platform.store.collection('payment_orders').findOne({ _id: orderId });
      return h.platform.payments.fetchPayment(String(order?.paymentId));
    };
    expect(await payment()).toMatchObject({ status: 'authorized', captured: false });
    const receipts = () =>
      h?.platform.store
        .collection('outbox')
        .count({ topic: 'mail.requested', 'event.payload.template': 'payment-receipt' });
    // Nothing is charged yet, so nothing is receipted.
    expect(await receipts()).toBe(0);

    const stranger = await loggedIn(h, 'stranger@example.com');
    expect(await post(h, '/api/save-decision', { id: note.id, decision: 'accept' }, stranger)).toMatchObject({
      status: 403,
      body: { code: 'WRONG_ACCOUNT' },
    });
    expect((await post(h, '/api/save-decision', { id: note.id, decision: 'maybe' }, guide)).status).toBe(400);
    expect(await post(h, '/api/save-decision', { id: 'nope', decision: 'accept' }, guide)).toMatchObject({
      status: 404,
      body: { code: 'NOTIFICATION_MISSING' },
    });
    expect((await post(h, '/api/save-decision', { id: note.id, decision: 'accept' }, guide)).body).toEqual({
      message: 'Decision saved successfully',
      decision: 'accept',
    });
    expect(await post(h, '/api/save-decision', { id: note.id, decision: 'reject' }, guide)).toMatchObject({
      status: 409,
      body: { message: 'This request has already been answered.', code: 'ALREADY_ANSWERED' },
    });
    const [booking] = (await get(h, '/api/bookings', tourist)).body as unknown as Array<{ status: string }>;
    expect(booking?.status).toBe('confirmed');
    await vi.waitFor(
      async () => expect(await payment()).toMatchObject({ status: 'captured', amountMinor: 3000 }),
      WAIT,
    );
    await vi.waitFor(async () => expect(await receipts()).toBe(1), WAIT);
    await vi.waitFor(async () => {
      const mine = (await notes(h, 'tourist', tourist)).filter((n) => n.bookingId === id);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((n) => n.descision === 'accept')).toBe(true);
    }, WAIT);
  });

  it('rejects it: the tourist’s authorisation is released in full, never captured', async () => {
    const { h, guide, tourist } = await start();
    const id = String((await post(h, '/api/bookings', instant, tourist)).body.id);
    const orderId = await payBooking(h, tourist, id, 30);
    const note = await guideNote(h, guide, id);
    await post(h, '/api/save-decision', { id: note.id, decision: 'reject' }, guide);
    const [booking] = (await get(h, '/api/bookings', tourist)).body as unknown as Array<
      Record<string, unknown>
    >;
    expect(booking).toMatchObject({ id, status: 'rejected', refund: '$30.00' });
    expect(await decided(h)).toEqual([
      expect.objectContaining({ bookingId: id, decision: 'reject', reason: 'guide', refund: '$30.00' }),
    ]);
    await releaseArrives(h, { email: 'tourist@example.com', cookie: tourist }, orderId, {
      usd: 30,
      description: 'Released, not charged: Guide booking declined: Taj Mahal',
    });
    await vi.waitFor(async () => {
      const mine = (await notes(h, 'tourist', tourist)).filter((n) => n.bookingId === id);
      expect(mine.some((n) => n.descision === 'reject')).toBe(true);
    }, WAIT);
  });
});

describe('a negotiated reserved booking', () => {
  it('goes offer → accept → pay at the offer → confirmed', async () => {
    const { h, guide, tourist } = await start();
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const draft = await post(
      h,
      '/api/bookings',
      { ...instant, kind: 'reserved', location: 'Agra Cantt station', date, time: '10:00' },
      tourist,
    );
    const id = String(draft.body.id);
    const offered = await post(
      h,
      '/api/set-negotiations',
      {
        guideId: 'asha@example.com',
        touristPlace: 'Taj Mahal',
        offerPrice: 12.5,
        noOfPeople: 2,
        bookingId: id,
      },
      tourist,
    );
    expect(offered.body).toEqual({ message: 'Send Successfully', bookingId: id });
    const note = await guideNote(h, guide, id);
    expect(note).toMatchObject({ descision: 'pending...', Payment: 12.5 });
    await post(h, '/api/save-decision', { id: note.id, decision: 'accept' }, guide);
    await vi.waitFor(async () => {
      const mine = (await notes(h, 'tourist', tourist)).filter((n) => n.bookingId === id);
      expect(mine.some((n) => n.descision === 'accept' && n.payable)).toBe(true);
    }, WAIT);

    await payBooking(h, tourist, id, 25);
    const [booking] = (await get(h, '/api/bookings', tourist)).body as unknown as Array<
      Record<string, unknown>
    >;
    expect(booking).toMatchObject({ status: 'confirmed', pricePerPerson: 12.5, amountUsd: 25, paid: true });
    await vi.waitFor(async () => {
      const mine = (await notes(h, 'tourist', tourist)).filter((n) => n.bookingId === id);
      expect(mine.some((n) => n.payable)).toBe(false);
    }, WAIT);
    const earned = await post(h, '/api/getEarnedMoney', { storedLoggedInEmail: 'asha@example.com' }, guide);
    expect(earned.body).toEqual([expect.objectContaining({ bookingId: id, amount: 25 })]);
  });
});

describe('answers the booking no longer waits for', () => {
  it('rejects an offer: the booking ends unpaid and cannot be paid', async () => {
    const { h, guide, tourist } = await start();
    const { id, note } = await offered(h, guide, tourist);
    await post(h, '/api/save-decision', { id: note.id, decision: 'reject' }, guide);
    expect(await stored(h, id)).toMatchObject({ status: 'rejected', pricePerPerson: 15 });
    const pay = { amount: 25, preferredCurrency: 'USD', item: { type: 'booking', bookingId: id } };
    expect(await post(h, '/api/create-order', pay, tourist)).toMatchObject({
      status: 409,
      body: { code: 'BOOKING_NOT_PAYABLE' },
    });
    expect(await decided(h)).toEqual([
      expect.objectContaining({
        bookingId: id,
        subject: 'negotiation',
        decision: 'reject',
        pricePerPerson: 15,
      }),
    ]);
  });

  it('accepts an offer at its price, open 15 minutes for the tourist to pay and holding nobody until paid', async () => {
    const { h, guide, tourist } = await start();
    const { id, reserved, note } = await offered(h, guide, tourist);
    await post(h, '/api/save-decision', { id: note.id, decision: 'accept' }, guide);
    const booking = await stored(h, id);
    expect(booking).toMatchObject({ status: 'awaiting-payment', pricePerPerson: 12.5 });
    expect(Number(booking?.holdUntil)).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(Number(booking?.holdUntil)).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(await decided(h)).toEqual([
      expect.objectContaining({ bookingId: id, decision: 'accept', pricePerPerson: 12.5 }),
    ]);
    const other = await loggedIn(h, 'other@example.com');
    expect((await post(h, '/api/bookings', reserved, other)).status).toBe(201);
  });

  it('refuses to accept an offer that lapsed: the tourist must book again', async () => {
    const { h, guide, tourist } = await start();
    const { id, note } = await offered(h, guide, tourist);
    await h.platform.store
      .collection('bookings')
      .updateOne({ _id: id }, { $set: { holdUntil: new Date(Date.now() - 1) } });
    expect(await post(h, '/api/save-decision', { id: note.id, decision: 'accept' }, guide)).toMatchObject({
      status: 409,
      body: { message: 'This booking was not paid in time. Please book again.', code: 'BOOKING_LAPSED' },
    });
    expect((await stored(h, id))?.status).toBe('negotiating');
  });

  it('refuses to answer an offer or a paid request the tourist cancelled meanwhile, and leaves it cancelled', async () => {
    const { h, guide, tourist } = await start();
    const negotiated = await offered(h, guide, tourist);
    const paidId = String((await post(h, '/api/bookings', instant, tourist)).body.id);
    await payBooking(h, tourist, paidId, 30);
    const paidNote = await guideNote(h, guide, paidId);
    // Cancelled as the tourist's cancellation leaves them, before its news reaches the guide's notes.
    await h.platform.store
      .collection('bookings')
      .updateMany({ _id: { $in: [negotiated.id, paidId] } }, { $set: { status: 'cancelled' } });
    for (const note of [negotiated.note, paidNote])
      expect(await post(h, '/api/save-decision', { id: note.id, decision: 'accept' }, guide)).toMatchObject({
        status: 409,
        body: { code: 'ALREADY_ANSWERED' },
      });
    expect((await stored(h, negotiated.id))?.status).toBe('cancelled');
    expect((await stored(h, paidId))?.status).toBe('cancelled');
    expect(await decided(h)).toEqual([]);
  });
});
