/**
 * The sweep of paid requests left unanswered: each expires and is refunded once, even when two
 * sweeps find it together; the refund is made at once and named in the tourist's history; a sweep
 * that finds nothing says nothing.
 */
import type { SandboxCheckout } from '@app/infra';
import { describe, expect, it, vi } from 'vitest';
import { harnessPerTest } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { payBooking, verifiedGuide } from '../../test/marketplace.js';
import { expireUnanswered } from './answer-timeouts.js';

const startProduct = harnessPerTest();
const WAIT = { timeout: 10_000, interval: 20 };
const SWEPT = 'unanswered booking requests expired and refunded';

/** Tina's instant request of Asha, paid 30 USD: Asha has 30 minutes to answer it. */
async function paidRequest() {
  const h = await startProduct();
  await verifiedGuide(h, 'asha@example.com', {
    guidePlaces: 'Taj Mahal',
    guideCity: 'Uttar Pradesh',
    guidePrice: 15,
  });
  const tina = await loggedIn(h, 'tina@example.com');
  const booked = await post(
    h,
    '/api/bookings',
    { kind: 'instant', touristPlace: 'Taj Mahal', guideEmail: 'asha@example.com', numPeople: 2 },
    tina,
  );
  const id = String(booked.body.id);
  const orderId = await payBooking(h, tina, id, 30);
  return { h, tina, id, orderId, late: new Date(Date.now() + 31 * 60_000) };
}

describe('the sweep of unanswered requests', () => {
  it('expires a request once when two sweeps find it together', async () => {
    const { h, id, late } = await paidRequest();
    const counts = await Promise.all([expireUnanswered(h.deps, late), expireUnanswered(h.deps, late)]);
    expect(counts.sort()).toEqual([0, 1]);
    const decided = await h.platform.store.collection('outbox').find({ topic: 'booking.decided' });
    expect(decided).toHaveLength(1);
    expect(h.logs.filter((line) => line.msg === SWEPT)).toEqual([expect.objectContaining({ expired: 1 })]);
    expect(await h.platform.store.collection('bookings').findOne({ _id: id })).toMatchObject({
      status: 'expired',
    });
  });

  it('has the refund made at once and named in the tourist’s history', async () => {
    const { h, tina, orderId, late } = await paidRequest();
    expect(await expireUnanswered(h.deps, late)).toBe(1);
    const order = await h.platform.store.collection('payment_orders').findOne({ _id: orderId });
    const sandbox = h.platform.payments as SandboxCheckout;
    await vi.waitFor(
      async () =>
        expect((await sandbox.fetchPayment(String(order?.paymentId))).amountRefundedMinor).toBe(3000),
      WAIT,
    );
    const history = () =>
      post(h, '/api/getTransactionHistory', { storedLoggedInEmail: 'tina@example.com' }, tina);
    await vi.waitFor(
      async () =>
        expect((await history()).body).toContainEqual(
          expect.objectContaining({
            description: 'Refund: Guide booking not answered: Taj Mahal',
            amount: '-$30.00',
          }),
        ),
      WAIT,
    );
  });

  it('says nothing when nothing is due', async () => {
    const { h } = await paidRequest();
    expect(await expireUnanswered(h.deps, new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(h.logs.filter((line) => line.msg === SWEPT)).toEqual([]);
  });
});
