/** What the clients were told: every write answered 2xx, kept across cycles for the final checks. */

export type OrderItem = 'booking' | 'plan' | 'special-plan';

export type Ack =
  | { kind: 'otp-request'; email: string }
  | { kind: 'account'; email: string }
  /** `at`: the product's time of the answer, to tell a session lost from one that expired. */
  | { kind: 'log-in'; email: string; token: string; at: number }
  | { kind: 'subscription'; email: string }
  | { kind: 'review'; comment: string }
  | { kind: 'guide-review'; bookingId: string; comment: string; rating: number }
  | { kind: 'track'; trackId: string }
  /** An audio book; `attempts` counts the requests sent for it, answered or not (each may charge). */
  | { kind: 'narration'; trackId: string; email: string; attempts: number }
  | { kind: 'booking'; bookingId: string }
  | { kind: 'offer'; bookingId: string; offerPrice: number }
  | { kind: 'order'; orderId: string; item: OrderItem }
  | { kind: 'payment'; orderId: string; item: OrderItem }
  | { kind: 'decision'; notificationId: string; bookingId: string; decision: 'accept' | 'reject' }
  | { kind: 'cancellation'; bookingId: string }
  /** A cancellation of a paid booking: money goes back (refunded, or the hold released). */
  | { kind: 'refund'; bookingId: string }
  /** A paid request to the guide who never answers: it must time out, released in full. */
  | { kind: 'deadline'; bookingId: string };

export type AckKind = Ack['kind'];

export const ACK_KINDS: readonly AckKind[] = [
  'otp-request',
  'account',
  'log-in',
  'subscription',
  'review',
  'guide-review',
  'track',
  'narration',
  'booking',
  'offer',
  'order',
  'payment',
  'decision',
  'cancellation',
  'refund',
  'deadline',
];

export class Ledger {
  readonly acks: Ack[] = [];
  /** Answers that were neither 2xx nor a refusal the load expects; a sign the load is off. */
  readonly surprises: string[] = [];
  /** Load that writes nothing lasting but keeps the product busy (speech straight to the caller). */
  speeches = 0;

  ack(entry: Ack): void {
    this.acks.push(entry);
  }

  surprise(what: string): void {
    this.surprises.push(what);
  }

  count(): Record<AckKind, number> {
    const counts = Object.fromEntries(ACK_KINDS.map((kind) => [kind, 0])) as Record<AckKind, number>;
    for (const ack of this.acks) counts[ack.kind]++;
    return counts;
  }
}
