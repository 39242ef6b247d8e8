/**
 * `POST /api/send-email` (booking-mail.ts) answers for the caller's own paid booking: the one it
 * names, else the most recently paid one, with the guide it names when it names one (the e-mail
 * as typed, in any case). Ids run against the order of payment, so only a read that sorts by the
 * time of payment finds the latest.
 */
import { MESSAGES } from '@app/contracts';
import { NedbStore } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { visitorAt } from '../../test/actors.js';
import { toAccount } from '../accounts/account.js';
import type { Actor } from '../accounts/index.js';
import { newUser } from '../accounts/users.js';
import { bookingDoc, hoursAfterNow, unpaidBookingDoc } from './booking-fixtures.js';
import { sendBookingEmail } from './booking-mail.js';
import { type BookingDoc, bookings } from './booking-store.js';

/** Tina, the fixtures' tourist. */
const tina: Actor = {
  ...visitorAt('203.0.113.7'),
  user: toAccount(newUser('tina@example.com', { _id: 'tourist' })),
};

async function storeWith(...docs: BookingDoc[]) {
  const store = new NedbStore(null);
  for (const doc of docs) await bookings(store).insertOne(doc);
  return store;
}

const RAVI = { guideEmail: 'ravi@example.com', guideName: 'Ravi' };

describe('send-email for the caller’s paid booking', () => {
  it('answers with the booking paid last, whichever was booked first', async () => {
    const store = await storeWith(
      bookingDoc({ _id: 'a-paid-first', paidAt: hoursAfterNow(-5) }),
      bookingDoc({ _id: 'b-paid-last', paidAt: hoursAfterNow(-1), ...RAVI }),
      bookingDoc({ _id: 'c-paid-between', paidAt: hoursAfterNow(-3) }),
      unpaidBookingDoc({ _id: 'd-unpaid', status: 'awaiting-payment' }),
    );
    expect(await sendBookingEmail({ store }, tina, { touristMail: 'tina@example.com' })).toEqual({
      message: MESSAGES.bookingMailSent,
      bookingId: 'b-paid-last',
    });
  });

  it('with a guide named, answers with the booking paid last with that guide, the e-mail in any case', async () => {
    const store = await storeWith(
      bookingDoc({ _id: 'a-asha-first', paidAt: hoursAfterNow(-5) }),
      bookingDoc({ _id: 'b-asha-last', paidAt: hoursAfterNow(-3) }),
      bookingDoc({ _id: 'c-ravi', paidAt: hoursAfterNow(-1), ...RAVI }),
    );
    const answer = await sendBookingEmail({ store }, tina, { guideMail: ' Asha@Example.com ' });
    expect(answer).toEqual({ message: MESSAGES.bookingMailSent, bookingId: 'b-asha-last' });
  });

  it('answers that there is no booking when none of the named guide’s was paid', async () => {
    const store = await storeWith(
      bookingDoc({ _id: 'a-ravi', paidAt: hoursAfterNow(-1), ...RAVI }),
      unpaidBookingDoc({ _id: 'b-asha-unpaid', status: 'awaiting-payment' }),
    );
    await expect(sendBookingEmail({ store }, tina, { guideMail: 'asha@example.com' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      appCode: 'BOOKING_MISSING',
      message: MESSAGES.bookingMissing,
    });
  });
});
