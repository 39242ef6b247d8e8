/**
 * What a credited payment does to its booking: an instant tour starts when paid, the draft's hold
 * gives way to the paid booking's own (which does not lapse), the guide is asked with a deadline,
 * and a payment for a booking cancelled meanwhile is refunded in full at once.
 */
import type { SandboxCheckout } from '@app/infra';
import { describe, expect, it, vi } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';
import { ashaAndTina, payBooking, tajBooking } from '../../test/marketplace.js';
import type { BookingDoc } from './booking-store.js';
import { holds } from './calendar.js';

const startProduct = useProduct();
const WAIT = { timeout: 10_000, interval: 20 };
const HOUR = 3600_000;

async function start() {
  const h = await startProduct();
  const { tina } = await ashaAndTina(h);
  const id = String((await post(h, '/api/bookings', tajBooking('instant'), tina)).body.id);
  const stored = async () =>
    (await h.platform.store.collection<BookingDoc>('bookings').findOne({ _id: id })) as BookingDoc;
  return { h, tina, id, stored };
}

describe('paying for a booking', () => {
  it('starts an instant tour when it is paid, asks the guide by a deadline, and holds the guide for good', async () => {
    const { h, tina, id, stored } = await start();
    // The popup was opened an hour before the payment went through.
    const opened = new Date(Date.now() - HOUR);
    await h.platform.store
      .collection('bookings')
      .updateOne({ _id: id }, { $set: { startsAt: opened, endsAt: new Date(opened.getTime() + 3 * HOUR) } });
    const before = Date.now();
    await payBooking(h, tina, id, 30);
    const paid = await stored();
    expect(paid.status).toBe('requested');
    expect(paid.startsAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(paid).not.toHaveProperty('holdUntil');
    expect(holds(paid)).toBe(true);
    const [asked] = (await h.platform.store.collection('outbox').find({ topic: 'booking.requested' })).map(
      (row) => (row.event as { payload: Record<string, unknown> }).payload,
    );
    expect(asked).toMatchObject({ bookingId: id, answerBy: paid.answerBy?.toISOString() });
    expect(paid.answerBy?.getTime()).toBe((paid.paidAt?.getTime() ?? 0) + 30 * 60_000);
    const offer = { guideId: 'asha@example.com', touristPlace: 'Taj Mahal', offerPrice: 12.5, noOfPeople: 2 };
    expect(await post(h, '/api/set-negotiations', { ...offer, bookingId: id }, tina)).toMatchObject({
      status: 409,
      body: { code: 'BOOKING_NOT_PAYABLE' },
    });
  });

  it('releases in full, at once and uncaptured, a payment for a booking cancelled while it was being paid', async () => {
    const { h, tina, id, stored } = await start();
    const order = await post(
      h,
      '/api/create-order',
      { amount: 30, preferredCurrency: 'USD', item: { type: 'booking', bookingId: id } },
      tina,
    );
    expect(order.status).toBe(200);
    expect((await post(h, `/api/bookings/${id}/cancel`, {}, tina)).status).toBe(200);
    const sandbox = h.platform.payments as SandboxCheckout;
    const paid = await sandbox.pay({ orderId: String(order.body.id), card: '4111 1111 1111 1111' });
    if (!('razorpay_signature' in paid)) throw new Error('not paid');
    // Whether the webhook or the page came first, the page hears that the payment goes back.
    expect(await post(h, '/api/verify-signature', paid, tina)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_GIVEN_BACK' },
    });
    expect((await stored()).status).toBe('cancelled');
    await vi.waitFor(
      async () =>
        expect(await h.platform.store.collection('refunds').findOne({ _id: order.body.id })).toMatchObject({
          status: 'processed',
          released: true,
        }),
      WAIT,
    );
    expect(await sandbox.fetchPayment(paid.razorpay_payment_id)).toMatchObject({
      status: 'authorized',
      captured: false,
    });
    expect(await h.platform.store.collection('outbox').count({ topic: 'booking.requested' })).toBe(0);
  });
});
