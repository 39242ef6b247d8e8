/** What `pnpm admin` sends the running process's operator channel. */
import { z } from 'zod';

/** Dead letters to send back to their topics: the ones named, or every one not replayed yet. */
export const dlqReplaySchema = z.union([
  z.object({ ids: z.array(z.string().min(1).max(300)).min(1).max(1000) }),
  z.object({ all: z.literal(true) }),
]);
export type DlqReplay = z.infer<typeof dlqReplaySchema>;

/** One dead letter as the operator sees it. */
export interface DeadLetterView {
  /** `<topic>:<event id>`: what `pnpm admin dlq replay` takes. */
  id: string;
  topic: string;
  eventType: string;
  eventId: string;
  error: string;
  attempts: number;
  deadAt: string;
  replayedAt?: string;
}

export interface DlqReplayResult {
  replayed: string[];
  /** Named, but not a dead letter waiting for replay (unknown, or replayed already). */
  skipped: string[];
}

/** `GET /payments/problems`: the problems noted since an instant, or all of them. */
export const paymentProblemsQuerySchema = z.object({ since: z.iso.datetime({ offset: true }).optional() });
export type PaymentProblemsQuery = z.infer<typeof paymentProblemsQuerySchema>;

/** A payment that could not be credited or delivered, with what its order says of it. */
export interface PaymentProblemView {
  at: string;
  orderId: string;
  paymentId: string;
  /** Nothing credited (the payment does not pay its order), refunded in full, or (authorised only) let go. */
  outcome: 'not credited' | 'refunded' | 'released';
  reason: string;
  /** From the order; null when the store no longer holds it. */
  email: string | null;
  /** The order's amount as receipts show it: `$11.99`. */
  amount: string | null;
  description: string | null;
  /**
   * The refund owed for the order: none asked for, waiting for the settlement job, made, or (for a
   * payment only authorised) released without a charge.
   */
  refund: 'none' | 'pending' | 'processed' | 'released';
}

/** `pnpm admin messages reported`: a message its reader reported, as written. */
export interface ReportedMessageView {
  id: string;
  from: string;
  to: string;
  text: string;
  at: string;
  reportedAt: string;
}
