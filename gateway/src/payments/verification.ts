/**
 * `POST /api/verify-signature`: what Checkout handed the page, checked against our key secret
 * (in constant time, by the adapter) and against the session: only the order's buyer may confirm
 * it. The provider is then asked what was paid (payment-check.ts). A repeat by the buyer answers as
 * the first call did and credits nothing more.
 */
import { MESSAGES, type VerifySignatureInput } from '@app/contracts';
import { type Actor, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { type CreditingDeps, creditOrder } from './crediting.js';
import { orders } from './order-store.js';
import { confirmedPayment } from './payment-check.js';

const failed = () =>
  new AppError('BAD_REQUEST', MESSAGES.paymentVerificationFailed, 'PAYMENT_VERIFICATION_FAILED');

export async function verifyCheckout(
  deps: CreditingDeps & Pick<Ports, 'payments'>,
  actor: Actor,
  input: VerifySignatureInput,
) {
  const user = requireUser(actor);
  const order = await orders(deps.store).findOne({ _id: input.razorpay_order_id });
  if (!order) throw failed();
  if (order.userId !== user._id)
    throw new AppError('FORBIDDEN', MESSAGES.paymentVerificationFailed, 'PAYMENT_VERIFICATION_FAILED');
  const genuine = deps.payments.verifyCheckoutSignature({
    orderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!genuine) throw failed();
  // Paid by this payment already (the webhook or reconciliation came first): the provider said so
  // then. Asked again, it would say "refunded" of a payment given back meanwhile, and the buyer
  // would read that the payment failed rather than that it went back.
  const creditedBefore = order.status === 'paid' && order.paymentId === input.razorpay_payment_id;
  if (!creditedBefore && !(await confirmedPayment(deps, order, input.razorpay_payment_id))) throw failed();
  await creditOrder(deps, order._id, input.razorpay_payment_id, 'callback');
  // Paid for something that could no longer be delivered (a lapsed booking, a coupon with no use
  // left), whichever way learnt of it first: the buyer must not read "Payment successful". Nor for
  // another payment of that order (Checkout opened again): it pays for nothing either.
  const credited = await orders(deps.store).findOne({ _id: order._id });
  if (credited?.givenBack) throw new AppError('CONFLICT', MESSAGES.paymentGivenBack, 'PAYMENT_GIVEN_BACK');
  return { status: 'success' as const };
}
