/**
 * Checks of the marketplace's kinds: a guide's answer (to a paid request or to a price offer, in
 * time), a tourist's offer, a refund owed by a cancellation, and a deadline (a paid request the
 * guide never answered must have expired at the final run's sweep, released in full, the guide's
 * request closed). Each is present, has its effect, and has it once.
 */
import { DECISIONS, TOPICS } from '@app/contracts';
import type { Store } from '@app/infra';
import type { BookingDoc } from '../../src/bookings/booking-store.js';
import { checkAnswerTimes } from './capture-checks.js';
import type { Findings } from './findings.js';
import { checkGuideReviews } from './guide-review-checks.js';
import type { Ack } from './ledger.js';
import { checkRefund } from './refund-checks.js';
import type { Data, FinalTimes } from './stored-data.js';

/** What became of the bookings, for the report. */
export interface BookingOutcomes {
  answersToOffers: number;
  refundsMade: number;
  deadlinesExpired: number;
  /** Paid requests whose deadline had not come by the final run's sweep (or no sweep ran). */
  deadlinesNotDue: number;
  /** Accepted requests whose authorisation lapsed in an outage before its capture: left to an operator. */
  capturesLeftToOperator: number;
}

type Of<K extends Ack['kind']> = Extract<Ack, { kind: K }>;
const ofKind = <K extends Ack['kind']>(acks: readonly Ack[], kind: K) =>
  acks.filter((a): a is Of<K> => a.kind === kind);

export async function checkBookings(
  store: Store,
  acks: readonly Ack[],
  data: Data,
  final: FinalTimes,
  findings: Findings,
): Promise<{ outcomes: BookingOutcomes; leftToOperator: Set<string> }> {
  const leftToOperator = checkAnswerTimes(data, findings);
  const outcomes: BookingOutcomes = {
    answersToOffers: 0,
    refundsMade: 0,
    deadlinesExpired: 0,
    deadlinesNotDue: 0,
    capturesLeftToOperator: leftToOperator.size,
  };
  const bookingOf = new Map(data.bookings.map((b) => [b._id, b]));
  const withBooking = (id: string, what: string, then: (b: BookingDoc) => void) => {
    const booking = bookingOf.get(id);
    if (booking) then(booking);
    else findings.lost(`booking ${id} of ${what}`);
  };
  for (const ack of ofKind(acks, 'decision'))
    withBooking(ack.bookingId, 'a guide answer', (b) =>
      checkDecision(ack, b, data, final, findings, outcomes),
    );
  for (const ack of ofKind(acks, 'offer'))
    withBooking(ack.bookingId, 'an offer', (b) => checkOffer(ack, b, data, findings));
  for (const ack of ofKind(acks, 'refund'))
    withBooking(ack.bookingId, 'a refund', (b) => {
      if (checkRefund(b, data, final, findings, 'cancelled booking') === 'made') outcomes.refundsMade++;
    });
  for (const ack of ofKind(acks, 'deadline'))
    withBooking(ack.bookingId, 'a deadline', (b) => checkDeadline(b, data, final, findings, outcomes));
  await checkGuideReviews(store, ofKind(acks, 'guide-review'), data, findings);
  return { outcomes, leftToOperator };
}

function checkDecision(
  ack: Of<'decision'>,
  booking: BookingDoc,
  data: Data,
  final: FinalTimes,
  findings: Findings,
  outcomes: BookingOutcomes,
): void {
  const note = data.notifications.find((n) => n._id === ack.notificationId);
  if (note?.descision !== ack.decision) {
    findings.lost(
      `${ack.decision} of booking ${booking._id} (its notification: ${note?.descision ?? 'missing'})`,
    );
    return;
  }
  if (note.subject === 'negotiation') {
    outcomes.answersToOffers++;
    const ok =
      ack.decision === 'accept'
        ? booking.negotiated && booking.pricePerPerson === booking.offerPrice
        : booking.status === 'rejected' && !booking.paidAt;
    if (!ok)
      findings.lost(
        `${ack.decision} of the offer of ${booking._id} (${booking.status}, ${booking.pricePerPerson} USD)`,
      );
    return;
  }
  // An accepted request may be cancelled by its tourist afterwards; a rejected one owes its payment back.
  const after = ack.decision === 'accept' ? ['confirmed', 'cancelled'] : ['rejected'];
  if (!after.includes(booking.status))
    findings.lost(`${ack.decision} of booking ${booking._id} (${booking.status})`);
  else if (ack.decision === 'reject') checkRefund(booking, data, final, findings, 'rejected request');
}

/** The offer is stored at its price, and the guide was asked once (and told once more if it ended otherwise). */
function checkOffer(ack: Of<'offer'>, booking: BookingDoc, data: Data, findings: Findings): void {
  if (booking.offerPrice !== ack.offerPrice) {
    findings.lost(`offer of ${ack.offerPrice} USD on ${booking._id} (stored: ${booking.offerPrice})`);
    return;
  }
  const toGuide = data.notifications.filter(
    (n) => n.bookingId === booking._id && n.role === 'guide' && n.subject === 'negotiation',
  ).length;
  // Ended by anything but the guide's answer (a lapse, a cancellation), the guide is told of it too.
  const endings = data.outbox.filter((doc) => {
    const payload = doc.event.payload as { bookingId?: string; subject?: string; reason?: string };
    return (
      doc.topic === TOPICS.bookingDecided &&
      payload.bookingId === booking._id &&
      payload.subject === 'negotiation' &&
      payload.reason !== 'guide'
    );
  }).length;
  if (toGuide < 1 + endings) findings.withoutEffect(`offer on ${booking._id} never reached its guide`);
  if (toGuide > 1 + endings)
    findings.doubled(`${toGuide} guide notifications of the offer on ${booking._id}`);
}

function checkDeadline(
  booking: BookingDoc,
  data: Data,
  final: FinalTimes,
  findings: Findings,
  outcomes: BookingOutcomes,
): void {
  const due =
    final.sweptUntil !== null && booking.answerBy !== undefined && booking.answerBy <= final.sweptUntil;
  if (!due) {
    outcomes.deadlinesNotDue++;
    return;
  }
  if (booking.status !== 'expired') {
    findings.withoutEffect(
      `request ${booking._id} past its deadline (${booking.answerBy?.toISOString()}) left ${booking.status}`,
    );
    return;
  }
  outcomes.deadlinesExpired++;
  checkRefund(booking, data, final, findings, 'expired request');
  const open = data.notifications.filter(
    (n) => n.bookingId === booking._id && n.role === 'guide' && n.descision === DECISIONS.pending,
  );
  if (open.length > 0)
    findings.withoutEffect(`expired request ${booking._id} still waits for its guide's answer`);
}
