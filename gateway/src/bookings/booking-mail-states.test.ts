/**
 * What the mails of a tourist's cancellation say it cancelled, by the state the booking was in: an
 * offer (waiting for the guide's answer, or accepted and not paid yet), a request, or a booking;
 * each to both sides, once. A draft was never sent to the guide, so its cancellation mails nobody.
 */
import type { BookingStatus } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { bookingDoc, hoursAfterNow, unpaidBookingDoc } from './booking-fixtures.js';
import { type BookingDoc, bookings } from './booking-store.js';

const startProduct = useProduct();

type Mail = { to: string; template: string; data: { bookingId?: string; state?: string; stage?: string } };

/** The cancellation mails of the booking, each as "to stage". */
const cancellationMails = async (h: Harness, bookingId: string) =>
  (await h.platform.store.collection('outbox').find({ topic: 'mail.requested' }))
    .map((row) => (row.event as { payload: Mail }).payload)
    .filter((mail) => mail.data.bookingId === bookingId && mail.data.state === 'cancelled')
    .map((mail) => `${mail.to} ${mail.data.stage}`)
    .sort();

/** Tina's booking with Asha in the state, as the store keeps one there. */
function inState(status: BookingStatus, touristId: string): BookingDoc {
  const hold = { touristId, holdUntil: hoursAfterNow(0.25) };
  switch (status) {
    case 'draft':
      return unpaidBookingDoc({ status, ...hold });
    case 'negotiating':
      return unpaidBookingDoc({ status, ...hold, offerPrice: 12.5 });
    case 'awaiting-payment':
      return unpaidBookingDoc({ status, ...hold, offerPrice: 12.5, pricePerPerson: 12.5, negotiated: true });
    case 'requested':
      return bookingDoc({ status, touristId, answerBy: hoursAfterNow(23) });
    default:
      return bookingDoc({ status, touristId, decidedAt: hoursAfterNow(-0.5) });
  }
}

describe('a cancellation by the tourist', () => {
  it('mails both sides what was cancelled: an offer, asked or accepted, a request or a booking; a draft mails nobody', async () => {
    const h = await startProduct();
    const tina = await loggedIn(h, 'tina@example.com');
    const tinaId = String(
      (await h.platform.store.collection('users').findOne({ email: 'tina@example.com' }))?._id,
    );
    const cases: Array<[BookingStatus, string | null]> = [
      ['draft', null],
      ['negotiating', 'offer'],
      ['awaiting-payment', 'offer'],
      ['requested', 'request'],
      ['confirmed', 'booking'],
    ];
    for (const [status, stage] of cases) {
      const booking = inState(status, tinaId);
      await bookings(h.platform.store).insertOne(booking);
      expect((await post(h, `/api/bookings/${booking._id}/cancel`, {}, tina)).status, status).toBe(200);
      expect(await cancellationMails(h, booking._id), status).toEqual(
        stage ? [`asha@example.com ${stage}`, `tina@example.com ${stage}`] : [],
      );
    }
  });
});
