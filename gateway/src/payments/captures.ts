/**
 * Captures owed: a booking request's payment is only authorised, and the guide's acceptance owes
 * its capture. It is asked for in the same store write as the acceptance, then made through the
 * payments port by the settlement round, which asks the provider first where the payment stands,
 * so a crash between the two never loses the capture nor asks twice.
 */
import type { Doc, Store } from '@app/infra';
import type { Ports } from '../core/index.js';
import { orders } from './order-store.js';
import { recordProblem } from './problems.js';
import { sendReceipt } from './receipts.js';

type CaptureDoc = Doc & {
  orderId: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  status: 'pending' | 'captured' | 'lapsed';
  requestedAt: Date;
  capturedAt?: Date;
  claimedUntil?: Date;
};

const captures = (store: Store) => store.collection<CaptureDoc>('captures');
/** Longer than the provider's answer takes; a round that died holding a claim is retried after it. */
const CLAIM_MS = 2 * 60_000;

export async function ensureCaptureIndexes(store: Store): Promise<void> {
  await store.ensureIndex('captures', { fields: ['status'] });
}

/** Records, in the caller's transaction, that the paid order's authorised payment is to be captured. */
export async function requestCapture(tx: Store, orderId: string, now: Date): Promise<void> {
  const order = await orders(tx).findOne({ _id: orderId });
  if (order?.status !== 'paid' || !order.paymentId) throw new Error(`order ${orderId} is not paid`);
  if (order.captureWithinMinutes === undefined) return;
  await captures(tx).updateOne(
    { _id: orderId },
    {
      $setOnInsert: {
        orderId,
        paymentId: order.paymentId,
        amountMinor: order.amountMinor,
        currency: order.currency,
        status: 'pending',
        requestedAt: now,
      },
    },
    { upsert: true },
  );
}

/** Whether a capture is still owed for the order: its refund waits until the money is captured. */
export async function captureOwed(store: Store, orderId: string): Promise<boolean> {
  return (await captures(store).findOne({ _id: orderId, status: 'pending' })) !== null;
}

/** Makes one pending capture unless another round holds it; resolves with whether it was made here. */
async function makeCapture(
  deps: Pick<Ports, 'config' | 'logger' | 'store' | 'payments' | 'relay'>,
  pending: CaptureDoc,
  now: Date,
): Promise<boolean> {
  const capture = await captures(deps.store).findOneAndUpdate(
    {
      _id: pending._id,
      status: 'pending',
      $or: [{ claimedUntil: { $exists: false } }, { claimedUntil: { $lt: now } }],
    },
    { $set: { claimedUntil: new Date(now.getTime() + CLAIM_MS) } },
  );
  if (!capture) return false;
  const payment = await deps.payments.fetchPayment(capture.paymentId);
  let status: CaptureDoc['status'] = 'captured';
  if (payment.status === 'authorized')
    await deps.payments.capture(capture.paymentId, {
      amountMinor: capture.amountMinor,
      currency: capture.currency,
    });
  else if (!payment.captured) {
    // The window passed (the product was down longer than its margin): the buyer has the money back
    // and the guide expects a paid tour. An operator must sort it out with both.
    status = 'lapsed';
    deps.logger.error(
      { orderId: capture.orderId, paymentId: capture.paymentId },
      'authorisation lapsed before capture',
    );
    await recordProblem(deps.store, {
      orderId: capture.orderId,
      paymentId: capture.paymentId,
      reason: 'authorisation released before the accepted booking was captured',
      outcome: 'not credited',
    });
  }
  await deps.store.transaction(async (tx) => {
    const changed = await captures(tx).updateOne(
      { _id: capture._id, status: 'pending' },
      { $set: { status, capturedAt: now }, $unset: { claimedUntil: true } },
    );
    const order = await orders(tx).findOne({ _id: capture.orderId });
    if (changed.matched > 0 && status === 'captured' && order)
      await sendReceipt(deps, tx, order, capture.paymentId, now);
  });
  if (status === 'captured') deps.relay.nudge();
  return status === 'captured';
}

/** One round over the captures still owed; resolves with how many were made. */
export async function processCaptures(
  deps: Pick<Ports, 'config' | 'logger' | 'store' | 'payments' | 'relay'>,
  now = new Date(),
): Promise<number> {
  let made = 0;
  for (const capture of await captures(deps.store).find({ status: 'pending' })) {
    try {
      if (await makeCapture(deps, capture, now)) made++;
    } catch (err) {
      deps.logger.warn({ err, orderId: capture.orderId }, 'capture not made; tried again next round');
    }
  }
  return made;
}
