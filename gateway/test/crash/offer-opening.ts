/**
 * A price offer before paying (spec §5 Negotiation): on a drafted booking, the tourist offers the
 * guide a price per person strictly between 10 and 20 USD (`/api/set-negotiations`), then looks at
 * the booking until the guide accepted it (it can be paid at that price), rejected it, or it lapsed.
 */
import type { Answer, UserCalls } from './client.js';
import { refused } from './errands.js';
import type { Ledger } from './ledger.js';
import { LOOK_AGAIN_MS, myBooking } from './my-booking.js';
import { PLACE } from './purchases.js';

/** Where the offer stands: `accepted` hands over to paying, `ended` ends the purchase. */
type Stage = 'offer' | 'wait' | 'accepted' | 'ended';

export class OfferOpening {
  private stage: Stage = 'offer';
  private readonly offerPrice: number;
  /** What the accepted offer costs in all, as the product priced it. */
  amountUsd = 0;
  waitsUntil = 0;

  constructor(
    private readonly ledger: Ledger,
    random: () => number,
    private readonly clock: () => number,
    private readonly guideEmail: string,
    private readonly people: number,
    readonly bookingId: string,
  ) {
    // Whole cents from 10.01 to 19.99.
    this.offerPrice = (1001 + Math.floor(random() * 999)) / 100;
  }

  get accepted(): boolean {
    return this.stage === 'accepted';
  }

  get ended(): boolean {
    return this.stage === 'ended';
  }

  async step(calls: UserCalls): Promise<Answer | null> {
    return this.stage === 'offer' ? this.offer(calls) : this.look(calls);
  }

  private async offer(calls: UserCalls): Promise<Answer | null> {
    const answer = await calls.post('/api/set-negotiations', {
      bookingId: this.bookingId,
      guideId: this.guideEmail,
      touristPlace: PLACE,
      offerPrice: this.offerPrice,
      noOfPeople: this.people,
    });
    // WAIT_FOR_GUIDE: a try whose answer a kill cut off got in; the guide's answer is awaited all the same.
    const made = answer?.status === 200 || answer?.body.code === 'WAIT_FOR_GUIDE';
    if (answer?.status === 200)
      this.ledger.ack({ kind: 'offer', bookingId: this.bookingId, offerPrice: this.offerPrice });
    if (made) {
      this.stage = 'wait';
      this.waitsUntil = this.clock() + LOOK_AGAIN_MS;
    } else {
      // BOOKING_LAPSED: the draft lapsed during an outage.
      refused(this.ledger, 'set-negotiations', answer, ['BOOKING_LAPSED']);
      if (answer && answer.status !== 401) this.stage = 'ended';
    }
    return answer;
  }

  private async look(calls: UserCalls): Promise<Answer | null> {
    const { answer, view } = await myBooking(calls, this.bookingId);
    if (answer?.status !== 200) {
      refused(this.ledger, 'bookings', answer);
      return answer;
    }
    if (view?.status === 'negotiating') this.waitsUntil = this.clock() + LOOK_AGAIN_MS;
    else if (view?.status === 'awaiting-payment') {
      this.stage = 'accepted';
      this.amountUsd = view.amountUsd;
      this.waitsUntil = 0;
    } else {
      // Rejected, or lapsed while the product was down; missing is for the final checks to judge.
      this.stage = 'ended';
      this.waitsUntil = 0;
    }
    return answer;
  }
}
