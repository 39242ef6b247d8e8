/**
 * Payments that need an operator's eye (`pnpm admin payments problems`): a capture that does not
 * match its order (amount, currency, order or status), or money taken for something that could not
 * be delivered and was refunded instead. Each is written once per payment and reason.
 */
import type { Doc, Store } from '@app/infra';

export type PaymentProblemDoc = Doc & {
  orderId: string;
  paymentId: string;
  reason: string;
  /** What happened to the money: nothing credited, or refunded in full. */
  outcome: 'not credited' | 'refunded';
  at: Date;
};

const PROBLEMS = 'payment_problems';

export const paymentProblems = (store: Store) => store.collection<PaymentProblemDoc>(PROBLEMS);

/** Notes the problem, in the caller's transaction or not; a repeat of the same one changes nothing. */
export async function recordProblem(
  store: Store,
  problem: Omit<PaymentProblemDoc, '_id' | 'at'>,
  now = new Date(),
): Promise<void> {
  await paymentProblems(store).updateOne(
    { _id: `${problem.paymentId}:${problem.reason}` },
    { $setOnInsert: { ...problem, at: now } },
    { upsert: true },
  );
}

/** Every problem, newest first. */
export async function listProblems(store: Store): Promise<PaymentProblemDoc[]> {
  return paymentProblems(store).find({}, { sort: { at: -1 } });
}
