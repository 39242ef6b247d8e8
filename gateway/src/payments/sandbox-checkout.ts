/**
 * The sandbox checkout's calls (issue 10): which checkout the page opens, and, in sandbox mode
 * only, paying the caller's own order with a test card and completing a payment's second step.
 * The answers are what Razorpay Checkout hands the page, so the page cannot tell the two apart.
 */
import {
  MESSAGES,
  type PaymentsSetup,
  SANDBOX_MESSAGES,
  type SandboxConfirmInput,
  type SandboxPayAnswer,
  type SandboxPayInput,
} from '@app/contracts';
import { PaymentProviderError, type SandboxCheckout } from '@app/infra';
import { type Actor, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { orders } from './order-store.js';

/** `GET /api/payments/setup`: the provider and its public key; no secret ever. */
export function checkoutSetup(deps: Pick<Ports, 'payments'>): PaymentsSetup {
  return { provider: deps.payments.kind, key: deps.payments.keyId };
}

/** The sandbox adapter, or 404: with Razorpay there is no sandbox checkout to call. */
export function sandboxOf(deps: Pick<Ports, 'payments'>): SandboxCheckout {
  if (deps.payments.kind !== 'sandbox') throw new AppError('NOT_FOUND', MESSAGES.notFound, 'NOT_FOUND');
  return deps.payments;
}

/** The order, if the caller bought it: 404 for an order we never opened, 403 for another user's. */
async function ownOrder(deps: Pick<Ports, 'store'>, actor: Actor, orderId: string) {
  const user = requireUser(actor);
  const order = await orders(deps.store).findOne({ _id: orderId });
  if (!order) throw new AppError('NOT_FOUND', SANDBOX_MESSAGES.orderMissing, 'NOT_FOUND');
  if (order.userId !== user._id) throw new AppError('FORBIDDEN', MESSAGES.wrongAccount, 'WRONG_ACCOUNT');
  return order;
}

/** The sandbox refuses as Razorpay does (400 BAD_REQUEST_ERROR); said here in the product's words. */
function refusal(error: unknown, missing: string): never {
  if (!(error instanceof PaymentProviderError)) throw error;
  if (/does not exist/.test(error.description)) throw new AppError('NOT_FOUND', missing, 'NOT_FOUND');
  throw new AppError('CONFLICT', SANDBOX_MESSAGES.orderPaid, 'CONFLICT');
}

/** `POST /sandbox/pay`: the caller pays their own order with a test card (SANDBOX_CARDS). */
export async function payWithTestCard(
  deps: Pick<Ports, 'store' | 'payments'>,
  actor: Actor,
  input: SandboxPayInput,
): Promise<SandboxPayAnswer> {
  const sandbox = sandboxOf(deps);
  const order = await ownOrder(deps, actor, input.order_id);
  if (order.status === 'paid') throw new AppError('CONFLICT', SANDBOX_MESSAGES.orderPaid, 'CONFLICT');
  return sandbox
    .pay({ orderId: order._id, card: input.card })
    .catch((error: unknown) => refusal(error, SANDBOX_MESSAGES.orderMissing));
}

/** `POST /sandbox/confirm`: the caller completes the second step of their own payment. */
export async function confirmTestPayment(
  deps: Pick<Ports, 'store' | 'payments'>,
  actor: Actor,
  input: SandboxConfirmInput,
): Promise<SandboxPayAnswer> {
  const sandbox = sandboxOf(deps);
  requireUser(actor);
  const payment = await sandbox
    .fetchPayment(input.payment_id)
    .catch((error: unknown) => refusal(error, SANDBOX_MESSAGES.paymentMissing));
  if (payment.orderId === null) throw new AppError('NOT_FOUND', SANDBOX_MESSAGES.paymentMissing, 'NOT_FOUND');
  await ownOrder(deps, actor, payment.orderId);
  return sandbox
    .confirm({ paymentId: payment.id })
    .catch((error: unknown) => refusal(error, SANDBOX_MESSAGES.paymentMissing));
}
