/**
 * A payment confirms a booking only on the terms its order priced (issue 22: a booking paid at a
 * fiftieth of its value after a renegotiation): a booking whose terms changed after the order was
 * made, by its version or by its amount, is not confirmed, and the payment is owed back.
 */
import { NedbStore } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { BOOKING_NOW, hoursAfterNow, unpaidBookingDoc } from './booking-fixtures.js';
import { type BookingDoc, bookings } from './booking-store.js';
import { bookingPaid } from './paid.js';

const NOW = BOOKING_NOW;

/** An accepted offer of 2 people at 12.50 USD, waiting for its payment. */
const OFFER = unpaidBookingDoc({
  _id: 'b1',
  status: 'awaiting-payment',
  touristId: 'tina',
  endsAt: hoursAfterNow(51),
  pricePerPerson: 12.5,
  negotiated: true,
  holdUntil: hoursAfterNow(0.25),
  version: 1,
});

const order = (fields: { usd: number; itemVersion: number }) => ({
  _id: 'order_1',
  item: { type: 'booking' as const, bookingId: OFFER._id },
  description: 'Guide booking: Asha, Taj Mahal',
  ...fields,
});

async function pay(booking: BookingDoc, priced: { usd: number; itemVersion: number }) {
  const store = new NedbStore(null);
  await bookings(store).insertOne(booking);
  const refused = await store.transaction((tx) => bookingPaid(tx, order(priced), 'pay_1', '$25.00', NOW));
  return { refused, stored: await bookings(store).findOne({ _id: booking._id }) };
}

describe('a payment on the terms its order priced', () => {
  it('confirms the accepted offer it priced', async () => {
    const { refused, stored } = await pay(OFFER, { usd: 25, itemVersion: 1 });
    expect(refused).toBeNull();
    expect(stored).toMatchObject({ status: 'confirmed', paymentId: 'pay_1', orderId: 'order_1' });
  });

  it('refuses a booking renegotiated after the order, even at the same amount', async () => {
    const { refused, stored } = await pay({ ...OFFER, version: 2 }, { usd: 25, itemVersion: 1 });
    expect(refused).toBe('booking changed after the order');
    expect(stored).toMatchObject({ status: 'awaiting-payment' });
    expect(stored?.paidAt).toBeUndefined();
  });

  it('refuses a payment priced at another amount than the booking’s, even of the same version', async () => {
    const { refused, stored } = await pay(OFFER, { usd: 0.5, itemVersion: 1 });
    expect(refused).toBe('booking changed after the order');
    expect(stored).toMatchObject({ status: 'awaiting-payment' });
    // To the cent: 25.004 is 25.00.
    expect((await pay(OFFER, { usd: 25.004, itemVersion: 1 })).refused).toBeNull();
  });
});
