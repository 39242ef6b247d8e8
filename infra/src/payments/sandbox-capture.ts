/**
 * Manual capture as Razorpay runs it: a payment of a manual-capture order is only authorised; the
 * merchant captures it, for exactly the authorised amount, before the order's manual expiry period
 * ends, or Razorpay releases it to the buyer by itself (an auto-refund of a payment never captured,
 * with no fee). There is no call that voids an authorisation: not capturing it is how it is voided.
 */
import type { Store } from '../store/port.js';
import { PaymentProviderError } from './port.js';
import {
  ORDERS,
  PAYMENTS,
  type SandboxOrderDoc,
  type SandboxPaymentDoc,
  type SandboxRefund,
} from './sandbox-entities.js';
import { razorpayStyleId } from './sandbox-ids.js';

const refused = (description: string) => new PaymentProviderError(400, 'BAD_REQUEST_ERROR', description);

/** Razorpay accepts a manual expiry period between its minimum and the 5 days it keeps authorisations. */
export const CAPTURE_WINDOW_MINUTES = { min: 12, max: 5 * 24 * 60 } as const;

export function checkCaptureWindow(minutes: number | undefined): void {
  if (minutes === undefined) return;
  if (
    !Number.isSafeInteger(minutes) ||
    minutes < CAPTURE_WINDOW_MINUTES.min ||
    minutes > CAPTURE_WINDOW_MINUTES.max
  )
    throw refused(
      `manual_expiry_period must be between ${CAPTURE_WINDOW_MINUTES.min} and ${CAPTURE_WINDOW_MINUTES.max} minutes`,
    );
}

/** The status a successful card payment of the order gets, and until when it can be captured. */
export function authorisation(order: SandboxOrderDoc, now: Date): Partial<SandboxPaymentDoc> {
  if (order.captureWithinMinutes === undefined) return { status: 'captured', captured: true };
  return {
    status: 'authorized',
    captured: false,
    captureBy: new Date(now.getTime() + order.captureWithinMinutes * 60_000),
  };
}

/**
 * The payment as it stands now: an authorisation past its capture window has been released, as
 * Razorpay's auto-refund does. Resolves with the refund made, when it was released just now.
 */
export async function releaseIfLapsed(
  tx: Store,
  payment: SandboxPaymentDoc,
  now: Date,
): Promise<{ payment: SandboxPaymentDoc; released?: SandboxRefund }> {
  if (payment.status !== 'authorized' || !payment.captureBy || payment.captureBy > now) return { payment };
  const released: SandboxRefund = { id: razorpayStyleId('rfnd'), amount: payment.amount, createdAt: now };
  const updated = await tx
    .collection<SandboxPaymentDoc>(PAYMENTS)
    .findOneAndUpdate(
      { _id: payment._id, status: 'authorized' },
      { $set: { status: 'refunded', amountRefunded: payment.amount }, $push: { refunds: released } },
    );
  return updated ? { payment: updated, released } : { payment };
}

/** Captures an authorised payment for exactly its amount; the order is paid by it. */
export async function captureAuthorised(
  tx: Store,
  payment: SandboxPaymentDoc,
  amount: { amountMinor: number; currency: string },
): Promise<{ payment: SandboxPaymentDoc; order: SandboxOrderDoc | null }> {
  if (payment.status === 'captured') throw refused('This payment has already been captured');
  if (payment.status !== 'authorized')
    throw refused('Only payments which have been authorized and not yet captured can be captured');
  if (amount.amountMinor !== payment.amount || amount.currency !== payment.currency)
    throw refused('Capture amount must be equal to the amount authorized');
  const captured = await tx
    .collection<SandboxPaymentDoc>(PAYMENTS)
    .findOneAndUpdate(
      { _id: payment._id, status: 'authorized' },
      { $set: { status: 'captured', captured: true } },
    );
  if (!captured) throw refused('This payment has already been captured');
  const order = await tx
    .collection<SandboxOrderDoc>(ORDERS)
    .findOneAndUpdate({ _id: payment.orderId }, { $set: { status: 'paid', amountPaid: payment.amount } });
  return { payment: captured, order };
}
