/**
 * After paying for a tour with the guide who answers: the tourist looks at the booking until the
 * guide accepted it and the tour is over (an outage or a few later), then reviews the guide once
 * (`POST /api/guide-reviews`); a rejected or expired request ends it without a review.
 */
import { BOOKING_RULES } from '@app/contracts';
import type { Answer, UserCalls } from './client.js';
import { refused } from './errands.js';
import type { Ledger } from './ledger.js';
import { LOOK_AGAIN_MS, myBooking } from './my-booking.js';

const TOUR_MS = BOOKING_RULES.tourHours * 3600_000;

export class TourReview {
  private stage: 'wait' | 'review' | 'done' = 'wait';
  waitsUntil = 0;

  constructor(
    private readonly ledger: Ledger,
    private readonly random: () => number,
    private readonly clock: () => number,
    private readonly bookingId: string,
  ) {}

  get done(): boolean {
    return this.stage === 'done';
  }

  step(calls: UserCalls): Promise<Answer | null> {
    return this.stage === 'wait' ? this.look(calls) : this.review(calls);
  }

  private async look(calls: UserCalls): Promise<Answer | null> {
    const { answer, view } = await myBooking(calls, this.bookingId);
    if (answer?.status !== 200) {
      refused(this.ledger, 'bookings', answer);
      return answer;
    }
    this.waitsUntil = 0;
    if (view?.status === 'requested') this.waitsUntil = this.clock() + LOOK_AGAIN_MS;
    else if (view?.reviewable) this.stage = 'review';
    else if (view?.status === 'confirmed' && !view.completed)
      this.waitsUntil = Math.max(Date.parse(view.startsAt) + TOUR_MS, this.clock() + LOOK_AGAIN_MS);
    // Rejected, expired, or reviewed by a try whose answer a kill cut off.
    else this.stage = 'done';
    return answer;
  }

  private async review(calls: UserCalls): Promise<Answer | null> {
    // Each try has a comment of its own, so the checks can tell which one got in.
    const comment = `crash guide review ${crypto.randomUUID()}`;
    const rating = 1 + Math.floor(this.random() * 5);
    const answer = await calls.post('/api/guide-reviews', { bookingId: this.bookingId, rating, comment });
    if (answer?.status === 201)
      this.ledger.ack({ kind: 'guide-review', bookingId: this.bookingId, comment, rating });
    // ALREADY_REVIEWED: a try whose answer a kill cut off got in.
    else refused(this.ledger, 'guide-reviews', answer, ['ALREADY_REVIEWED']);
    if (answer && answer.status !== 401) this.stage = 'done';
    return answer;
  }
}
