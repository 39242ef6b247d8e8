/**
 * Which spec §8 message a failed payment step shows. The subscription page words some failures
 * its own way ('There was an error processing your payment…', 'Signature verification failed');
 * every other purchase uses the general payment wording. Decided by error codes, never by text.
 */
import { type ErrorCode, MESSAGES } from '@app/contracts';
import { isTRPCClientError } from '@trpc/client';
import { errorCode } from '../app/errors';

export type PaymentWording = 'subscription' | 'payment';

/** Where a purchase failed: opening the order, the checkout itself, or verifying what it handed back. */
export type PaymentStage = 'order' | 'checkout' | 'verify';

/** Refusals of an order that the buyer can act on: the server's own words say what to change. */
const ORDER_REFUSALS: readonly ErrorCode[] = [
  'AMOUNT_MISMATCH',
  'UNSUPPORTED_CURRENCY',
  'UNKNOWN_PLAN',
  'PLAN_ALREADY_PURCHASED',
  'COUPON_LIMIT_EXCEEDED',
  'WRONG_COUPON',
  'TOO_MANY_OPEN_ORDERS',
  // Too many coupon checks: the server's words say how long to wait.
  'RATE_LIMITED',
];

export function loginMessage(wording: PaymentWording): string {
  return wording === 'subscription' ? MESSAGES.pleaseLogInToAccess : MESSAGES.pleaseLogInFirst;
}

export function paymentFailure(stage: PaymentStage, error: unknown, wording: PaymentWording): string {
  const code = errorCode(error);
  if (code === 'NOT_LOGGED_IN') return loginMessage(wording);
  if (stage === 'verify') {
    // Paid, but for something no longer there to deliver: the money goes back, and it says so.
    if (code === 'PAYMENT_GIVEN_BACK') return MESSAGES.paymentGivenBack;
    if (code === 'PAYMENT_VERIFICATION_FAILED' || wording === 'payment')
      return MESSAGES.paymentVerificationFailed;
    // The verification call itself failed (no answer, or not the answer to a bad signature).
    return MESSAGES.signatureVerificationFailed;
  }
  if (stage === 'order' && code !== undefined && ORDER_REFUSALS.includes(code) && error instanceof Error)
    return error.message;
  return wording === 'subscription' ? MESSAGES.subscriptionPaymentError : MESSAGES.paymentSetupFailed;
}

/** What a failed coupon check says (spec §8). */
export function couponFailure(error: unknown): string {
  const code = errorCode(error);
  if (code === 'COUPON_LIMIT_EXCEEDED') return MESSAGES.couponLimitExceeded;
  if (code === 'WRONG_COUPON') return MESSAGES.wrongCoupon;
  // The server answered with something else: its words, or the spec's general coupon message.
  // (A tRPC error without data had no answer: offline, or not the gateway that answered.)
  if (isTRPCClientError(error) && error.data) return error.message || MESSAGES.couponError;
  return MESSAGES.genericLater;
}
