/** Inputs of the payment calls (spec §7) and the limits the server holds them to. */
import { z } from 'zod';
import type { PAYMENTS_PROVIDERS } from './site.js';
import { decimalField, moneyField } from './strict-numbers.js';

/** The largest amount a price conversion is asked for (a guide booking of many people at most). */
export const MAX_AMOUNT_USD = 100_000;

export const currencyField = z
  .string({ error: 'Choose a currency.' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Choose a currency.')
  .transform((code) => code.toUpperCase());

/** `POST /api/processPayment`: a price in US dollars, shown in the traveller's currency. */
export const processPaymentSchema = z.object({
  amountInUSD: moneyField('Enter an amount.').pipe(
    z
      .number()
      .positive('Enter an amount above zero.')
      .max(MAX_AMOUNT_USD, `Enter an amount of at most ${MAX_AMOUNT_USD} USD.`),
  ),
  userPreferredCurrency: currencyField,
});
export type ProcessPaymentInput = z.infer<typeof processPaymentSchema>;

const paymentVerificationFailed = 'Payment verification failed';

/** What an order pays for: a subscription plan (by its label), a special tour plan, or a guide booking. */
export const orderItemSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('plan'),
      plan: z.string().trim().min(1).max(100),
      couponCode: z.string().trim().max(40).optional(),
    }),
    z.object({
      type: z.literal('special-plan'),
      country: z.string().trim().min(1).max(100),
      plan_name: z.string().trim().min(1).max(120),
    }),
    z.object({ type: z.literal('booking'), bookingId: z.string().trim().min(1).max(64) }),
  ],
  { error: 'Choose what to pay for.' },
);
export type OrderItem = z.infer<typeof orderItemSchema>;

/** `POST /api/create-order`: `amount` is what the page showed (major units), checked, never trusted. */
export const createOrderSchema = z.object({
  amount: decimalField('Enter an amount.').pipe(
    z.number().positive('Enter an amount above zero.').max(100_000_000, 'Enter a smaller amount.'),
  ),
  preferredCurrency: currencyField,
  item: orderItemSchema,
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** What Checkout hands its success handler; anything else cannot be a payment of ours. */
export const verifySignatureSchema = z.object({
  razorpay_order_id: z
    .string({ error: paymentVerificationFailed })
    .regex(/^order_[A-Za-z0-9]{14}$/, paymentVerificationFailed),
  razorpay_payment_id: z
    .string({ error: paymentVerificationFailed })
    .regex(/^pay_[A-Za-z0-9]{14}$/, paymentVerificationFailed),
  razorpay_signature: z
    .string({ error: paymentVerificationFailed })
    .regex(/^[0-9a-f]{64}$/, paymentVerificationFailed),
});
export type VerifySignatureInput = z.infer<typeof verifySignatureSchema>;

/**
 * How long an order can be paid; after it, its coupon use goes back (a late payment is honoured, and
 * takes a use again while one is left: refunded otherwise).
 */
export const ORDER_LIFETIME_MS = 30 * 60_000;

/** Unpaid orders a buyer may have open (created, not yet expired) at once; another is refused (issue 22). */
export const MAX_OPEN_ORDERS = 5;

/** `POST /api/check-code-limit`: whether a coupon code can be used now. */
export const checkCodeSchema = z.object({
  couponCode: z
    .string({ error: 'Wrong Coupoun Code' })
    .trim()
    .min(1, 'Wrong Coupoun Code')
    .max(40, 'Wrong Coupoun Code'),
});

/** The e-mail a call names; the session decides who it is (DECISIONS 3). */
const namedEmail = z.string({ error: 'Must be text.' }).trim().max(254).optional();

/** `POST /api/isSubscribed`, `POST /api/isAutoSubscribed`, `POST /api/get-purchased-plans`. */
export const namedUserSchema = z.object({ email: namedEmail });

/** `POST /api/purchaseSubscription`: confirms a plan whose payment was credited. */
export const purchaseSubscriptionSchema = z.object({
  email: namedEmail,
  plan: z.string({ error: 'Choose a plan.' }).trim().min(1, 'Choose a plan.').max(100),
  // What the page paid and the code it used: the credited order already holds both.
  amount: z.unknown().optional(),
  couponCode: z.unknown().optional(),
});

/** `POST /api/save-special-plan`: confirms a special plan whose payment was credited. */
export const saveSpecialPlanSchema = z.object({
  email: namedEmail,
  country: z.string({ error: 'Choose a country.' }).trim().min(1, 'Choose a country.').max(100),
  plan_name: z.string({ error: 'Choose a plan.' }).trim().min(1, 'Choose a plan.').max(120),
  // The places come from the catalog, never from the browser.
  tourist_places: z.unknown().optional(),
});

/** Which checkout the page opens (`GET /api/payments/setup`): Razorpay's, or the offline sandbox's. */
export interface PaymentsSetup {
  provider: (typeof PAYMENTS_PROVIDERS)[number];
  /** The public key Checkout is opened with; never a secret. */
  key: string;
}

/** Refusals of the sandbox checkout that the spec does not word. */
export const SANDBOX_MESSAGES = {
  cardRequired: 'Enter the card number.',
  orderMissing: 'This order does not exist. Please start the payment again.',
  orderPaid: 'This order has been paid already.',
  paymentMissing: 'This payment does not exist. Please start the payment again.',
} as const;

/** `POST /sandbox/pay` (sandbox mode only): pays the caller's order with a test card. */
export const sandboxPaySchema = z.object({
  order_id: z
    .string({ error: SANDBOX_MESSAGES.orderMissing })
    .regex(/^order_[A-Za-z0-9]{14}$/, SANDBOX_MESSAGES.orderMissing),
  card: z
    .string({ error: SANDBOX_MESSAGES.cardRequired })
    .trim()
    .min(1, SANDBOX_MESSAGES.cardRequired)
    .max(40, SANDBOX_MESSAGES.cardRequired),
});
export type SandboxPayInput = z.infer<typeof sandboxPaySchema>;

/** `POST /sandbox/confirm` (sandbox mode only): completes the second step of the caller's payment. */
export const sandboxConfirmSchema = z.object({
  payment_id: z
    .string({ error: SANDBOX_MESSAGES.paymentMissing })
    .regex(/^pay_[A-Za-z0-9]{14}$/, SANDBOX_MESSAGES.paymentMissing),
});
export type SandboxConfirmInput = z.infer<typeof sandboxConfirmSchema>;

/**
 * What the sandbox checkout answers, always with 200: a decline is an outcome of the checkout, not a
 * failed request (Razorpay Checkout hands it to its `payment.failed` handler). The success triple is
 * exactly what Checkout hands its success handler, to be sent on to `/api/verify-signature`.
 */
export type SandboxPayAnswer =
  | { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { declined: string; razorpay_order_id: string; razorpay_payment_id?: string }
  | { needsSecondStep: true; razorpay_order_id: string; razorpay_payment_id: string };
