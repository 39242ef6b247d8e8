/**
 * The payment calls of spec §7 as the browser makes them: JSON over REST with the session cookie.
 * A refused call throws an ApiError carrying the server's message and its stable code, which
 * app/errors.ts reads like any other failure (branch on the code, never on the words).
 */
import type { OrderItem, PaymentsSetup, SandboxPayAnswer } from '@app/contracts';
import { call } from '../app/api-client';

export { ApiError } from '../app/api-client';

/** What Checkout hands its success handler, to be checked by `/api/verify-signature`. */
export interface CheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface CreatedOrder {
  id: string;
  /** In the currency's smallest unit, as Razorpay takes it. */
  amount: number;
  currency: string;
  key: string;
}

export type SubscriptionStatus = { message: string; plan?: string; expiresAt?: string };
export interface PurchasedPlan {
  plan_name: string;
  country: string;
  tourist_places: Record<string, string>;
}

export const paymentsApi = {
  setup: () => call<PaymentsSetup>('/api/payments/setup'),
  currencies: () => call<Record<string, string>>('/api/currencies'),
  convert: (amountInUSD: number, userPreferredCurrency: string) =>
    call<{ amountInPreferredCurrency: number; ratesDate: string }>('/api/processPayment', {
      amountInUSD,
      userPreferredCurrency,
    }),
  checkCoupon: (couponCode: string) =>
    call<{ message: string; percent: number }>('/api/check-code-limit', { couponCode }),
  createOrder: (input: { amount: number; preferredCurrency: string; item: OrderItem }) =>
    call<CreatedOrder>('/api/create-order', input),
  verify: (result: CheckoutResult) => call<{ status: string }>('/api/verify-signature', result),
  purchaseSubscription: (input: { email: string; plan: string; amount: number; couponCode: string }) =>
    call<{ message: string }>('/api/purchaseSubscription', input),
  subscriptionStatus: (email: string) => call<SubscriptionStatus>('/api/isSubscribed', { email }),
  purchasedPlans: (email: string) =>
    call<{ success: boolean; plans: PurchasedPlan[] }>('/api/get-purchased-plans', { email }),
  saveSpecialPlan: (input: { email: string; country: string; plan_name: string }) =>
    call<{ message: string }>('/api/save-special-plan', input),
  sandboxPay: (order_id: string, card: string) => call<SandboxPayAnswer>('/sandbox/pay', { order_id, card }),
  sandboxConfirm: (payment_id: string) => call<SandboxPayAnswer>('/sandbox/confirm', { payment_id }),
};
