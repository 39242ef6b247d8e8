/**
 * The mails of a booking's life, driven through the product: each state change requests exactly
 * one mail to each side it concerns, saying that state; a repeat of the action mails nothing more.
 */
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';
import { ashaAndTina, payBooking, tajBooking } from '../../test/marketplace.js';
import { sendWebhook } from '../payments/payment-fixtures.js';
import { expireUnanswered } from './answer-timeouts.js';

const startProduct = useProduct();
const WAIT = { timeout: 10_000, interval: 20 };
const ASHA = 'asha@example.com';
const TINA = 'tina@example.com';
const BOOKING_TEMPLATES = new Set(['booking-update', 'offer-received', 'offer-answered']);

interface Mail {
  to: string;
  template: string;
  data: Record<string, unknown>;
}

/** The booking mails requested so far, in order, each as "template state-or-decision to". */
async function mails(h: Harness): Promise<Mail[]> {
  const rows = await h.platform.store
    .collection('outbox')
    .find({ topic: 'mail.requested' }, { sort: { createdAt: 1 } });
  return rows
    .map((row) => (row.event as { payload: Mail }).payload)
    .filter((m) => BOOKING_TEMPLATES.has(m.template));
}
const said = (m: Mail) =>
  [m.template, m.data.state ?? m.data.decision, m.to].filter((part) => part !== undefined).join(' ');
const summary = async (h: Harness) => (await mails(h)).map(said).sort();

async function start() {
  const h = await startProduct({ workers: ['notifications'] });
  const { asha, tina } = await ashaAndTina(h);
  const book = async (booking: Record<string, unknown>) =>
    String((await post(h, '/api/bookings', booking, tina)).body.id);
  /** Asha's answer to the booking's pending request or offer, from her notification of it. */
  const answer = async (bookingId: string, decision: 'accept' | 'reject') => {
    let id = '';
    await vi.waitFor(async () => {
      const note = await h.platform.store
        .collection('notifications')
        .findOne({ bookingId, role: 'guide', descision: 'pending...' });
      expect(note).not.toBeNull();
      id = String(note?._id);
    }, WAIT);
    return post(h, '/api/save-decision', { id, decision }, asha);
  };
  return { h, asha, tina, book, answer };
}

describe('a paid request', () => {
  it('mails both sides it waits for the guide, once, even when the payment is reported again', async () => {
    const { h, tina, book } = await start();
    const id = await book(tajBooking('reserved', 3));
    const orderId = await payBooking(h, tina, id, 30);
    expect(await summary(h)).toEqual([
      `booking-update requested ${ASHA}`,
      `booking-update requested ${TINA}`,
    ]);
    const [forTina] = (await mails(h)).filter((m) => m.to === TINA);
    expect(forTina?.data).toMatchObject({
      role: 'tourist',
      amount: '$30.00',
      numPeople: 2,
      location: 'Agra',
      answerBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await mails(h)).find((m) => m.to === ASHA)?.data).toMatchObject({
      role: 'guide',
      touristEmail: TINA,
    });

    const order = await h.platform.store.collection('payment_orders').findOne({ _id: orderId });
    const entity = { id: String(order?.paymentId), order_id: orderId };
    const again = { event: 'payment.authorized', payload: { payment: { entity } } };
    expect((await sendWebhook(h, again, { eventId: 'evt_again' })).status).toBe(200);
    expect(await summary(h)).toHaveLength(2);
  });
});

describe('the guide’s answer to a paid request', () => {
  it('accepting mails both sides it is confirmed; a second answer mails nothing', async () => {
    const { h, asha, tina, book, answer } = await start();
    const id = await book(tajBooking('instant'));
    await payBooking(h, tina, id, 30);
    expect((await answer(id, 'accept')).status).toBe(200);
    const confirmed = (await mails(h)).filter((m) => m.data.state === 'confirmed');
    expect(confirmed.map(said).sort()).toEqual([
      `booking-update confirmed ${ASHA}`,
      `booking-update confirmed ${TINA}`,
    ]);
    expect(confirmed.every((m) => m.data.negotiated === false && m.data.amount === '$30.00')).toBe(true);
    const note = await h.platform.store.collection('notifications').findOne({ bookingId: id, role: 'guide' });
    const again = await post(h, '/api/save-decision', { id: String(note?._id), decision: 'reject' }, asha);
    expect(again.status).toBe(409);
    expect(await summary(h)).toHaveLength(4);
  });

  it('rejecting mails the tourist what goes back and the guide a record', async () => {
    const { h, tina, book, answer } = await start();
    const id = await book(tajBooking('instant'));
    await payBooking(h, tina, id, 30);
    await answer(id, 'reject');
    const rejected = (await mails(h)).filter((m) => m.data.state === 'rejected');
    expect(rejected.map(said).sort()).toEqual([
      `booking-update rejected ${ASHA}`,
      `booking-update rejected ${TINA}`,
    ]);
    expect(rejected.find((m) => m.to === TINA)?.data.refund).toBe('$30.00');
  });
});

describe('a request nobody answered', () => {
  it('mails both sides it expired, once, however often the sweep runs', async () => {
    const { h, tina, book } = await start();
    const id = await book(tajBooking('instant'));
    await payBooking(h, tina, id, 30);
    const late = new Date(Date.now() + 31 * 60_000);
    expect(await expireUnanswered(h.deps, late)).toBe(1);
    expect(await expireUnanswered(h.deps, late)).toBe(0);
    const expired = (await mails(h)).filter((m) => m.data.state === 'expired');
    expect(expired.map(said).sort()).toEqual([
      `booking-update expired ${ASHA}`,
      `booking-update expired ${TINA}`,
    ]);
    expect(expired.find((m) => m.to === TINA)?.data.refund).toBe('$30.00');
  });
});

describe('a cancellation by the tourist', () => {
  it('mails both sides with what goes back; a draft mails nobody; a second cancel mails nothing', async () => {
    const { h, tina, book } = await start();
    const draft = await book(tajBooking('reserved', 4));
    expect((await post(h, `/api/bookings/${draft}/cancel`, {}, tina)).status).toBe(200);
    expect(await summary(h)).toEqual([]);

    const id = await book(tajBooking('reserved', 3));
    await payBooking(h, tina, id, 30);
    expect((await post(h, `/api/bookings/${id}/cancel`, {}, tina)).status).toBe(200);
    expect((await post(h, `/api/bookings/${id}/cancel`, {}, tina)).status).toBe(409);
    const cancelled = (await mails(h)).filter((m) => m.data.state === 'cancelled');
    expect(cancelled.map(said).sort()).toEqual([
      `booking-update cancelled ${ASHA}`,
      `booking-update cancelled ${TINA}`,
    ]);
    expect(cancelled.every((m) => m.data.stage === 'request' && m.data.refund === '$30.00')).toBe(true);
  });
});

describe('an offer', () => {
  const offer = (bookingId: string) => ({
    guideId: ASHA,
    touristPlace: 'Taj Mahal',
    offerPrice: 12.5,
    noOfPeople: 2,
    bookingId,
  });

  it('mails the guide the offer, the tourist the acceptance with the new total, then both the paid booking', async () => {
    const { h, tina, book, answer } = await start();
    const id = await book(tajBooking('reserved', 3));
    expect((await post(h, '/api/set-negotiations', offer(id), tina)).status).toBe(200);
    const [offered] = await mails(h);
    expect(offered).toMatchObject({
      to: ASHA,
      template: 'offer-received',
      data: { touristEmail: TINA, numPeople: 2, originalPrice: 15, offerPrice: 12.5, location: 'Agra' },
    });
    await answer(id, 'accept');
    expect((await mails(h))[1]).toMatchObject({
      to: TINA,
      template: 'offer-answered',
      data: { decision: 'accept', pricePerPerson: 12.5, amount: '$25.00', payBy: expect.any(String) },
    });
    await payBooking(h, tina, id, 25);
    expect(await summary(h)).toEqual([
      `booking-update confirmed ${ASHA}`,
      `booking-update confirmed ${TINA}`,
      `offer-answered accept ${TINA}`,
      `offer-received ${ASHA}`,
    ]);
    const confirmed = (await mails(h)).filter((m) => m.data.state === 'confirmed');
    expect(confirmed.every((m) => m.data.negotiated === true && m.data.amount === '$25.00')).toBe(true);
  });

  it('mails the tourist a declined offer, and nobody a second time', async () => {
    const { h, tina, book, answer } = await start();
    const id = await book(tajBooking('reserved', 3));
    await post(h, '/api/set-negotiations', offer(id), tina);
    await answer(id, 'reject');
    expect(await summary(h)).toEqual([`offer-answered reject ${TINA}`, `offer-received ${ASHA}`]);
    expect((await mails(h))[1]?.data).toMatchObject({ pricePerPerson: 12.5 });
  });
});
