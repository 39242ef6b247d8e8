/**
 * The payments port: Razorpay's Orders, Payments and Refunds as the product needs them, and the
 * checks of what Checkout and webhooks hand back. Amounts are integers in the currency's smallest
 * unit (see minor-units.ts). Both adapters sign and verify with the same secrets.
 */
import type { CheckoutResult } from './signatures.js';

export type { CheckoutResult };

export type OrderStatus = 'created' | 'attempted' | 'paid';
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface CreateOrder {
  amountMinor: number;
  /** ISO 4217 code, one of acceptedCurrencies(). */
  currency: string;
  /** Our reference for the order (at most 40 characters, as Razorpay allows). */
  receipt: string;
  notes?: Record<string, string>;
  /**
   * Payments of this order are only authorised (Razorpay's manual capture): `capture` takes one
   * within this many minutes of its authorisation, after which the provider releases it to the
   * buyer by itself, with no fee. Absent: payments are captured at once.
   */
  captureWithinMinutes?: number;
}

export interface PaymentOrder {
  /** `order_` and 14 letters or digits. */
  id: string;
  amountMinor: number;
  currency: string;
  status: OrderStatus;
  createdAt: Date;
}

export interface Payment {
  /** `pay_` and 14 letters or digits. */
  id: string;
  /** Null only for a payment taken without an order, which this product never creates. */
  orderId: string | null;
  status: PaymentStatus;
  amountMinor: number;
  amountRefundedMinor: number;
  currency: string;
  /** Whether it was ever captured: a `refunded` payment that was not is an authorisation released. */
  captured: boolean;
}

export interface Refund {
  /** `rfnd_` and 14 letters or digits. */
  id: string;
  paymentId: string;
  amountMinor: number;
  status: RefundStatus;
}

export interface Payments {
  readonly kind: 'razorpay' | 'sandbox';
  /** The public key Checkout is opened with; safe to send to the browser. */
  readonly keyId: string;
  /** Origins the pages must allow (scripts, frames, calls) for this provider's checkout to open. */
  readonly checkoutOrigins: readonly string[];
  createOrder(input: CreateOrder): Promise<PaymentOrder>;
  /** Every payment attempted for the order, as reconciliation asks. */
  fetchOrderPayments(orderId: string): Promise<Payment[]>;
  fetchPayment(paymentId: string): Promise<Payment>;
  /** Captures an authorised payment of a manual-capture order, for exactly its authorised amount. */
  capture(paymentId: string, amount: { amountMinor: number; currency: string }): Promise<Payment>;
  /**
   * Refunds a captured payment, in full unless an amount is given. An authorised payment cannot be
   * refunded: it is released by not capturing it (Razorpay has no call that voids one).
   */
  refund(paymentId: string, options?: { amountMinor?: number }): Promise<Refund>;
  /** Whether Checkout's `razorpay_signature` was made with our key secret for this order and payment. */
  verifyCheckoutSignature(result: CheckoutResult): boolean;
  /** Whether `x-razorpay-signature` was made with our webhook secret over exactly these bytes. */
  verifyWebhookSignature(rawBody: string | Buffer, signature: string | undefined): boolean;
  acceptedCurrencies(): readonly string[];
  ping(): Promise<void>;
}

/** A test card's outcome at the sandbox checkout: what Checkout hands its handlers. */
export type SandboxPayResult =
  | { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { declined: string; razorpay_order_id: string; razorpay_payment_id?: string }
  | { needsSecondStep: true; razorpay_order_id: string; razorpay_payment_id: string };

/** Sends a signed webhook body to the gateway; answers the HTTP status it got. */
export type WebhookDeliver = (rawBody: string, signature: string, eventId: string) => Promise<number>;

/** The sandbox adapter: the port plus the checkout page's side of a card payment. */
export interface SandboxCheckout extends Payments {
  readonly kind: 'sandbox';
  /** Pays an order with a test card (see SANDBOX_CARDS). */
  pay(input: { orderId: string; card: string }): Promise<SandboxPayResult>;
  /** Completes a payment that needed a second step (the 3-D Secure page of a real checkout). */
  confirm(input: { paymentId: string }): Promise<SandboxPayResult>;
  /** Where webhooks go from now on; events raised before this is called are logged and dropped. */
  connectWebhooks(deliver: WebhookDeliver): void;
  /** Stops webhook retries still waiting. */
  close(): Promise<void>;
}

/** The adapter a platform holds; `kind` tells the sandbox's extra checkout calls apart. */
export type PaymentsAdapter = (Payments & { readonly kind: 'razorpay' }) | SandboxCheckout;

/** Razorpay (or the sandbox, answering as Razorpay does) refused a call or could not be reached. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';

  constructor(
    /** The HTTP status of the refusal; 0 when no answer came. */
    readonly status: number,
    /** Razorpay's error code, e.g. BAD_REQUEST_ERROR. */
    readonly code: string,
    /** Razorpay's description, e.g. "The amount must be at least INR 1.00". */
    readonly description: string,
  ) {
    super(
      status === 0
        ? `Payment provider could not be reached: ${description}`
        : `Payment provider answered ${status} ${code}: ${description}`,
    );
  }
}
