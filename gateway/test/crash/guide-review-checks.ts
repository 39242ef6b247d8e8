/**
 * Checks of guide reviews: each acknowledged review is stored with its words; every review a
 * tourist wrote belongs to a booking of theirs with that guide, marked reviewed, and each reviewed
 * booking has exactly one; so a guide's rating (reviews.guideRating) counts each tour whose review
 * is published once (issue 26: a review stays sealed until the guide has reviewed the traveller
 * too, or its window has ended), besides the seeded demo reviews.
 */
import type { Store } from '@app/infra';
import { isCompleted } from '../../src/bookings/booking-view.js';
import { guideRating } from '../../src/reviews/guide-reviews.js';
import type { Findings } from './findings.js';
import type { Ack } from './ledger.js';
import { countBy, type Data } from './stored-data.js';

/** gateway/src/guides/demo-guides.ts: the seeded reviews name no tourist. */
const SEEDED = 'demo';

export async function checkGuideReviews(
  store: Store,
  acks: ReadonlyArray<Extract<Ack, { kind: 'guide-review' }>>,
  data: Data,
  findings: Findings,
): Promise<void> {
  const written = data.guideReviews.filter((r) => r.touristId !== SEEDED);
  const bookingOf = new Map(data.bookings.map((b) => [b._id, b]));
  for (const ack of acks)
    if (
      !written.some(
        (r) => r.bookingId === ack.bookingId && r.review === ack.comment && r.rating === ack.rating,
      )
    )
      findings.lost(`review of the guide of booking ${ack.bookingId} ("${ack.comment}")`);
  findings.doubledIn(
    countBy(written, (r) => r.bookingId),
    (id, n) => `${n} reviews of the guide of booking ${id}`,
  );
  for (const review of written) {
    const booking = bookingOf.get(review.bookingId);
    if (
      !booking ||
      booking.guideEmail !== review.guideEmail ||
      booking.touristId !== review.touristId ||
      !isCompleted(booking, review.createdAt)
    )
      findings.withoutEffect(`review ${review._id} of a booking that is not its writer's finished tour`);
    else if (booking.reviewed !== true)
      findings.withoutEffect(`review of booking ${booking._id} left the booking unmarked`);
  }
  const reviewed = new Set(written.map((r) => r.bookingId));
  for (const booking of data.bookings)
    if (booking.reviewed === true && !reviewed.has(booking._id))
      findings.withoutEffect(`booking ${booking._id} marked reviewed without a review`);

  const seeded = countBy(
    data.guideReviews.filter((r) => r.touristId === SEEDED),
    (r) => r.guideEmail,
  );
  const published = countBy(
    written.filter((r) => r.sealed !== true),
    (r) => r.guideEmail,
  );
  for (const guide of new Set(written.map((r) => r.guideEmail))) {
    const expected = (seeded.get(guide) ?? 0) + (published.get(guide) ?? 0);
    const { reviewCount } = await guideRating(store, guide);
    const what = `${guide}'s rating counts ${reviewCount} reviews, not ${expected} (seeded and published reviews)`;
    if (reviewCount > expected) findings.doubled(what);
    else if (reviewCount < expected) findings.withoutEffect(what);
  }
}
