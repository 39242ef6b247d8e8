/**
 * Razorpay through its official SDK (`razorpay`): orders in the currency's smallest unit, payment
 * and order-payment fetches for reconciliation, refunds. Answers are read through zod schemas, and
 * every refusal becomes a PaymentProviderError carrying Razorpay's own description.
 */
import Razorpay from 'razorpay';
import type { Orders } from 'razorpay/dist/types/orders.js';
import { z } from 'zod';
import { parseAnswer } from '../external-answer.js';
import type { CreateOrder, Payment, PaymentOrder, Payments, Refund } from './port.js';
import { adjustSdkHttp, providerError } from './razorpay-sdk-http.js';
import { SignedAdapter } from './signed-adapter.js';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /**
   * For tests only: the API's address instead of https://api.razorpay.com, which the SDK fixes in
   * its constructor. Replaces the base URL of the SDK's HTTP client (its axios instance `api.rq`).
   */
  baseUrl?: string;
  /** How long one call may take before it fails (the SDK itself would wait forever). */
  timeoutMs?: number;
}

const SERVICE = 'Razorpay';
const DEFAULT_TIMEOUT_MS = 10_000;

const orderSchema = z.object({
  id: z.string().startsWith('order_'),
  amount: z.number().int(),
  currency: z.string().length(3),
  status: z.enum(['created', 'attempted', 'paid']),
  created_at: z.number(),
});
const paymentSchema = z.object({
  id: z.string().startsWith('pay_'),
  order_id: z.string().nullable(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  amount: z.number().int(),
  amount_refunded: z.number().int().default(0),
  currency: z.string().length(3),
  captured: z.boolean().default(false),
});
const paymentListSchema = z.object({ items: z.array(paymentSchema) });
const refundSchema = z.object({
  id: z.string().startsWith('rfnd_'),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});
const toPayment = (p: z.output<typeof paymentSchema>): Payment => ({
  id: p.id,
  orderId: p.order_id,
  status: p.status,
  amountMinor: p.amount,
  amountRefundedMinor: p.amount_refunded,
  currency: p.currency,
  captured: p.captured || p.status === 'captured',
});

export class RazorpayPayments extends SignedAdapter implements Payments {
  readonly kind = 'razorpay' as const;
  // Checkout's script, and the frames and calls it makes.
  readonly checkoutOrigins = ['https://checkout.razorpay.com', 'https://api.razorpay.com'] as const;
  private readonly sdk: Razorpay;

  constructor(options: RazorpayOptions) {
    super(options);
    this.sdk = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
    adjustSdkHttp(this.sdk, {
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    });
  }

  /** Runs one SDK call and reads its answer through the schema. */
  private async call<S extends z.ZodType>(schema: S, request: () => Promise<unknown>): Promise<z.output<S>> {
    try {
      return parseAnswer(SERVICE, schema, await request());
    } catch (error) {
      throw providerError(error);
    }
  }

  async createOrder(input: CreateOrder): Promise<PaymentOrder> {
    const order = await this.call(orderSchema, () =>
      this.sdk.orders.create({
        amount: input.amountMinor,
        currency: input.currency,
        receipt: input.receipt,
        ...(input.notes ? { notes: input.notes } : {}),
        ...(input.captureWithinMinutes === undefined
          ? {}
          : {
              payment: {
                capture: 'manual' as const,
                // Razorpay asks automatic_expiry_period only of automatic capture; the SDK's type
                // requires it always, so the options are typed as it expects.
                capture_options: {
                  manual_expiry_period: input.captureWithinMinutes,
                  refund_speed: 'optimum',
                } as Orders.RazorpayCapturePayment['capture_options'],
              },
            }),
      }),
    );
    return {
      id: order.id,
      amountMinor: order.amount,
      currency: order.currency,
      status: order.status,
      createdAt: new Date(order.created_at * 1000),
    };
  }

  async fetchOrderPayments(orderId: string): Promise<Payment[]> {
    const list = await this.call(paymentListSchema, () => this.sdk.orders.fetchPayments(orderId));
    return list.items.map(toPayment);
  }

  async fetchPayment(paymentId: string): Promise<Payment> {
    return toPayment(await this.call(paymentSchema, () => this.sdk.payments.fetch(paymentId)));
  }

  async capture(paymentId: string, amount: { amountMinor: number; currency: string }): Promise<Payment> {
    return toPayment(
      await this.call(paymentSchema, () =>
        this.sdk.payments.capture(paymentId, amount.amountMinor, amount.currency),
      ),
    );
  }

  async refund(paymentId: string, options: { amountMinor?: number } = {}): Promise<Refund> {
    const refund = await this.call(refundSchema, () =>
      this.sdk.payments.refund(
        paymentId,
        options.amountMinor === undefined ? {} : { amount: options.amountMinor },
      ),
    );
    return { id: refund.id, paymentId: refund.payment_id, amountMinor: refund.amount, status: refund.status };
  }

  /** Lists one order: proves the address and the key pair without changing anything. */
  async ping(): Promise<void> {
    await this.call(z.object({ items: z.array(z.unknown()) }), () => this.sdk.orders.all({ count: 1 }));
  }
}
