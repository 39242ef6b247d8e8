/**
 * A guide answers a paid request by its deadline (answerBy, "until when the guide may answer"): a
 * request accepted after it, when the product came back from an outage before its sweep expired
 * the request, breaks that rule. An accepted request whose authorisation lapsed before its capture
 * because an outage outlasted the capture window is the case the product leaves to an operator
 * (payments/captures.ts records a payment problem): counted, and excused from the money rule that
 * wants every accepted request captured.
 */
import type { Findings } from './findings.js';
import type { Data } from './stored-data.js';

/** Checks the answers' times; resolves the bookings whose capture lapsed in an outage, as left to an operator. */
export function checkAnswerTimes(data: Data, findings: Findings): Set<string> {
  const captureOf = new Map(data.captures.map((c) => [c._id, c]));
  const problemOrders = new Set(data.paymentProblems.map((p) => p.orderId));
  const leftToOperator = new Set<string>();
  for (const booking of data.bookings) {
    if (booking.status !== 'confirmed' || !booking.answerBy || !booking.decidedAt) continue;
    if (booking.decidedAt > booking.answerBy) {
      findings.brokenRule(
        `request ${booking._id} accepted at ${booking.decidedAt.toISOString()}, after its deadline ${booking.answerBy.toISOString()}`,
      );
      continue;
    }
    const orderId = booking.orderId ?? '';
    if (captureOf.get(orderId)?.status === 'lapsed' && problemOrders.has(orderId))
      leftToOperator.add(booking._id);
  }
  return leftToOperator;
}
