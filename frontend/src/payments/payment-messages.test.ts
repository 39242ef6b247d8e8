import { type ErrorCode, MESSAGES } from '@app/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { couponFailure, paymentFailure } from './payment-messages';

/** A refusal as the tRPC client builds it from the gateway's answer. */
const refused = (appCode: ErrorCode | undefined, message = 'server words', httpStatus = 400) =>
  TRPCClientError.from({
    error: { message, code: -32600, data: { httpStatus, ...(appCode ? { appCode } : {}) } },
  });
const offline = new TRPCClientError('Failed to fetch');

describe('paymentFailure', () => {
  it('words a failed order as the subscription page does, or as any other payment', () => {
    const provider = refused('PAYMENT_PROVIDER', 'Error during payment. Please try again.', 503);
    expect(paymentFailure('order', provider, 'subscription')).toBe(MESSAGES.subscriptionPaymentError);
    expect(paymentFailure('order', offline, 'payment')).toBe(MESSAGES.paymentSetupFailed);
    expect(paymentFailure('checkout', new Error('script'), 'subscription')).toBe(
      MESSAGES.subscriptionPaymentError,
    );
  });

  it('shows the server’s words for a refusal the buyer can act on, by its code', () => {
    expect(paymentFailure('order', refused('AMOUNT_MISMATCH', MESSAGES.amountMismatch), 'subscription')).toBe(
      MESSAGES.amountMismatch,
    );
    expect(
      paymentFailure('order', refused('COUPON_LIMIT_EXCEEDED', 'Coupon code limit exceeded'), 'payment'),
    ).toBe(MESSAGES.couponLimitExceeded);
    expect(
      paymentFailure('order', refused('TOO_MANY_OPEN_ORDERS', MESSAGES.tooManyOpenOrders, 409), 'payment'),
    ).toBe(MESSAGES.tooManyOpenOrders);
    const wait = 'Too many attempts. Please try again in 15 minutes.';
    expect(paymentFailure('order', refused('RATE_LIMITED', wait, 429), 'subscription')).toBe(wait);
    // The same words under another code are not trusted as the buyer's to act on.
    expect(paymentFailure('order', refused('INTERNAL', MESSAGES.amountMismatch), 'subscription')).toBe(
      MESSAGES.subscriptionPaymentError,
    );
  });

  it('asks a visitor to log in with each page’s words', () => {
    const visitor = refused('NOT_LOGGED_IN', MESSAGES.pleaseLogInFirst, 401);
    expect(paymentFailure('order', visitor, 'subscription')).toBe(MESSAGES.pleaseLogInToAccess);
    expect(paymentFailure('order', visitor, 'payment')).toBe(MESSAGES.pleaseLogInFirst);
  });

  it('tells a refused signature from a verification call that failed', () => {
    const bad = refused('PAYMENT_VERIFICATION_FAILED', MESSAGES.paymentVerificationFailed);
    expect(paymentFailure('verify', bad, 'subscription')).toBe(MESSAGES.paymentVerificationFailed);
    expect(paymentFailure('verify', offline, 'subscription')).toBe(MESSAGES.signatureVerificationFailed);
    expect(paymentFailure('verify', offline, 'payment')).toBe(MESSAGES.paymentVerificationFailed);
  });

  it('says a payment that could not be used goes back in full, on every page', () => {
    const back = refused('PAYMENT_GIVEN_BACK', MESSAGES.paymentGivenBack, 409);
    expect(paymentFailure('verify', back, 'subscription')).toBe(MESSAGES.paymentGivenBack);
    expect(paymentFailure('verify', back, 'payment')).toBe(MESSAGES.paymentGivenBack);
  });
});

describe('couponFailure', () => {
  it('says the spec’s coupon messages by code, the server’s words otherwise, and a general one offline', () => {
    expect(couponFailure(refused('COUPON_LIMIT_EXCEEDED', 'x', 409))).toBe(MESSAGES.couponLimitExceeded);
    expect(couponFailure(refused('WRONG_COUPON', 'x'))).toBe(MESSAGES.wrongCoupon);
    expect(couponFailure(refused('RATE_LIMITED', 'Too many tries. Wait a minute.', 429))).toBe(
      'Too many tries. Wait a minute.',
    );
    expect(couponFailure(refused(undefined, '', 500))).toBe(MESSAGES.couponError);
    expect(couponFailure(offline)).toBe(MESSAGES.genericLater);
  });
});
