/**
 * `booking.decided`: a request or an offer ended or was answered (by the guide, the clock, the
 * tourist, or a lapse). The notifications worker tells both sides from it.
 */
import { type Payload, TOPICS } from '@app/contracts';
import type { Store } from '@app/infra';
import { emit } from '../core/index.js';
import type { BookingDoc } from './booking-store.js';

type Decided = Payload<typeof TOPICS.bookingDecided>;
/** What the event says of the answer itself; the rest is read from the booking. */
type Answer = Pick<Decided, 'subject' | 'decision' | 'reason' | 'refund' | 'released'>;

/** Emits the event in the transaction that made the change; `booking` holds its terms after it. */
export async function emitDecided(tx: Store, booking: BookingDoc, answer: Answer): Promise<void> {
  await emit(tx, TOPICS.bookingDecided, {
    bookingId: booking._id,
    ...answer,
    touristEmail: booking.touristEmail,
    guideEmail: booking.guideEmail,
    guideName: booking.guideName,
    touristPlace: booking.touristPlace,
    numPeople: booking.numPeople,
    pricePerPerson: booking.pricePerPerson,
  });
}
