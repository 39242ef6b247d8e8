/**
 * `POST /api/send-email` (spec §7, sent after a paid guide booking): the booking mails already go
 * out, to both sides, with the payment that credits the booking. This call is accepted only for
 * the caller's own paid booking and never sends them again: it can never become an open relay.
 */
import { MESSAGES, type SendBookingEmailInput } from '@app/contracts';
import { type Actor, normalizeEmail, requireSelf } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { bookings } from './booking-store.js';

export async function sendBookingEmail(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: SendBookingEmailInput,
) {
  const user = requireSelf(actor, input.touristMail);
  const filter = input.bookingId
    ? { _id: input.bookingId, touristId: user._id }
    : {
        touristId: user._id,
        ...(input.guideMail ? { guideEmail: normalizeEmail(input.guideMail) } : {}),
        paidAt: { $exists: true },
      };
  const [booking] = await bookings(deps.store).find(filter, { sort: { paidAt: -1 }, limit: 1 });
  if (!booking?.paidAt) throw new AppError('NOT_FOUND', MESSAGES.bookingMissing, 'BOOKING_MISSING');
  return { message: MESSAGES.bookingMailSent, bookingId: booking._id };
}
