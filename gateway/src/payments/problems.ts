/**
 * Payments that need an operator's eye (`pnpm admin payments problems`): a capture that does not
 * match its order (amount, currency, order or status), or money taken for something that could not
 * be delivered and was refunded instead. Each is written once per payment and reason.
 */
import type { PaymentProblemView } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { formatMinor } from './money-format.js';
import { orders } from './order-store.js';

export type PaymentProblemDoc = Doc & {
  orderId: string;
  paymentId: string;
  reason: string;
  /** What happened to the money: nothing credited, refunded in full, or an authorisation let go. */
  outcome: 'not credited' | 'refunded' | 'released';
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

/** What refunds.ts keeps of a refund owed, as far as the operator's list reads it. */
type RefundState = Doc & { status: 'pending' | 'processed'; released?: boolean };

/**
 * The problems noted at or after `since` (all when absent), newest first, each with its order's
 * buyer, amount and item, and where the refund owed for that order stands.
 */
export async function listProblemViews(
  store: Store,
  { since }: { since?: Date } = {},
): Promise<PaymentProblemView[]> {
  const problems = await paymentProblems(store).find(since ? { at: { $gte: since } } : {}, {
    sort: { at: -1 },
  });
  const orderIds = [...new Set(problems.map((p) => p.orderId))];
  const [orderRows, refundRows] = await Promise.all([
    orders(store).find({ _id: { $in: orderIds } }),
    store.collection<RefundState>('refunds').find({ _id: { $in: orderIds } }),
  ]);
  const orderOf = new Map(orderRows.map((o) => [o._id, o]));
  const refundOf = new Map(refundRows.map((r) => [r._id, r.released ? ('released' as const) : r.status]));
  return problems.map((p) => {
    const order = orderOf.get(p.orderId);
    return {
      at: p.at.toISOString(),
      orderId: p.orderId,
      paymentId: p.paymentId,
      outcome: p.outcome,
      reason: p.reason,
      email: order?.email ?? null,
      amount: order ? formatMinor(order.amountMinor, order.currency) : null,
      description: order?.description ?? null,
      refund: refundOf.get(p.orderId) ?? 'none',
    };
  });
}
