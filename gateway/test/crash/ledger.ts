/** What the clients were told: every write answered 2xx, kept across cycles for the final checks. */

export type Ack =
  | { kind: 'otp-request'; email: string }
  | { kind: 'account'; email: string }
  | { kind: 'subscription'; email: string }
  | { kind: 'review'; comment: string }
  | { kind: 'track'; trackId: string }
  | { kind: 'booking'; bookingId: string }
  | { kind: 'order'; orderId: string }
  | { kind: 'payment'; orderId: string }
  | { kind: 'decision'; bookingId: string; decision: 'accept' | 'reject' }
  | { kind: 'cancellation'; bookingId: string };

export class Ledger {
  readonly acks: Ack[] = [];
  /** Answers that were neither 2xx nor a refusal the load expects; a sign the load is off. */
  readonly surprises: string[] = [];

  ack(entry: Ack): void {
    this.acks.push(entry);
  }

  surprise(what: string): void {
    this.surprises.push(what);
  }
}
