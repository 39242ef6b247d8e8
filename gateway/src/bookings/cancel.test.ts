/**
 * Cancelling a booking at each stage: a draft was never sent, so no guide hears of it; an offer
 * is withdrawn without money; a paid booking is refunded at once (the refund job is woken, not
 * waited for) and its refund named in the tourist's history.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';
import { ashaAndTina, payBooking, releaseArrives, tajBooking } from '../../test/marketplace.js';

const startProduct = useProduct();

async function start() {
  const h = await startProduct();
  const { tina: tourist } = await ashaAndTina(h);
  /** A reserved booking `days` ahead; resolves with its id. */
  const book = async (days: number) =>
    String((await post(h, '/api/bookings', tajBooking('reserved', days), tourist)).body.id);
  const cancel = (id: string) => post(h, `/api/bookings/${id}/cancel`, {}, tourist);
  return { h, tourist, book, cancel };
}

const decided = async (h: Harness) =>
  (await h.platform.store.collection('outbox').find({ topic: 'booking.decided' })).map(
    (row) => (row.event as { payload: Record<string, unknown> }).payload,
  );

describe('cancelling a booking', () => {
  it('cancels a draft quietly, even one with an order opened and not paid', async () => {
    const { h, tourist, book, cancel } = await start();
    const quiet = await book(3);
    const ordered = await book(4);
    const order = { amount: 30, preferredCurrency: 'USD', item: { type: 'booking', bookingId: ordered } };
    expect((await post(h, '/api/create-order', order, tourist)).status).toBe(200);
    for (const id of [quiet, ordered])
      expect(await cancel(id)).toMatchObject({
        status: 200,
        body: { booking: { id, status: 'cancelled', cancelRefundPercent: null } },
      });
    expect(await decided(h)).toEqual([]);
    expect(await h.platform.store.collection('refunds').count({})).toBe(0);
  });

  it('withdraws an offer: the guide is told, and no money moves', async () => {
    const { h, tourist, book, cancel } = await start();
    const id = await book(3);
    const offer = { guideId: 'asha@example.com', touristPlace: 'Taj Mahal', offerPrice: 12.5, noOfPeople: 2 };
    await post(h, '/api/set-negotiations', { ...offer, bookingId: id }, tourist);
    expect((await cancel(id)).status).toBe(200);
    const [told] = await decided(h);
    expect(told).toMatchObject({
      bookingId: id,
      subject: 'negotiation',
      decision: 'reject',
      reason: 'cancelled',
    });
    expect(told).not.toHaveProperty('refund');
  });

  it('releases a paid request the guide has not accepted, in full and at once, and tells the guide how much', async () => {
    const { h, tourist, book, cancel } = await start();
    const id = await book(3);
    const orderId = await payBooking(h, tourist, id, 30);
    expect((await cancel(id)).body).toMatchObject({ booking: { status: 'cancelled', refund: '$30.00' } });
    expect(await decided(h)).toEqual([
      expect.objectContaining({ bookingId: id, subject: 'booking', reason: 'cancelled', refund: '$30.00' }),
    ]);
    await releaseArrives(h, { email: 'tina@example.com', cookie: tourist }, orderId, {
      usd: 30,
      description: 'Released, not charged: Guide booking cancelled: Taj Mahal',
    });
  });
});
