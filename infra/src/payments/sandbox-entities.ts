/**
 * What the sandbox keeps of orders and payments (collections `sandbox_orders`, `sandbox_payments`),
 * and the same records as the port's types and as Razorpay's JSON entities (for webhooks).
 */
import type { Doc } from '../store/port.js';
import type { OrderStatus, Payment, PaymentOrder, PaymentStatus, Refund } from './port.js';

export const ORDERS = 'sandbox_orders';
export const PAYMENTS = 'sandbox_payments';

export type SandboxOrderDoc = Doc & {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  status: OrderStatus;
  amountPaid: number;
  attempts: number;
  createdAt: Date;
  /** A manual-capture order: its payments are authorised, and released unless captured in time. */
  captureWithinMinutes?: number;
};

export type SandboxRefund = { id: string; amount: number; createdAt: Date };

export type SandboxPaymentDoc = Doc & {
  orderId: string;
  /** 1 for the order's first payment attempt, 2 for the next: the order reconciliation reads them in. */
  attempt: number;
  amount: number;
  currency: string;
  status: PaymentStatus;
  amountRefunded: number;
  cardLast4: string;
  errorDescription?: string;
  refunds: SandboxRefund[];
  createdAt: Date;
  /** Whether it was captured (absent in records older than manual capture: read from status). */
  captured?: boolean;
  /** An authorised payment of a manual-capture order is released to the buyer at this time. */
  captureBy?: Date;
};

export const wasCaptured = (payment: SandboxPaymentDoc) =>
  payment.captured ?? (payment.status === 'captured' || payment.status === 'refunded');

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const toPaymentOrder = (order: SandboxOrderDoc): PaymentOrder => ({
  id: order._id,
  amountMinor: order.amount,
  currency: order.currency,
  status: order.status,
  createdAt: order.createdAt,
});

export const toPayment = (payment: SandboxPaymentDoc): Payment => ({
  id: payment._id,
  orderId: payment.orderId,
  status: payment.status,
  amountMinor: payment.amount,
  amountRefundedMinor: payment.amountRefunded,
  currency: payment.currency,
  captured: wasCaptured(payment),
});

export const toRefund = (payment: SandboxPaymentDoc, refund: SandboxRefund): Refund => ({
  id: refund.id,
  paymentId: payment._id,
  amountMinor: refund.amount,
  status: 'processed',
});

export const orderEntity = (order: SandboxOrderDoc) => ({
  id: order._id,
  entity: 'order',
  amount: order.amount,
  amount_paid: order.amountPaid,
  amount_due: order.amount - order.amountPaid,
  currency: order.currency,
  receipt: order.receipt,
  offer_id: null,
  status: order.status,
  attempts: order.attempts,
  notes: order.notes,
  created_at: seconds(order.createdAt),
});

export const paymentEntity = (payment: SandboxPaymentDoc) => ({
  id: payment._id,
  entity: 'payment',
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  order_id: payment.orderId,
  international: payment.currency !== 'INR',
  method: 'card',
  amount_refunded: payment.amountRefunded,
  refund_status:
    payment.amountRefunded === 0 ? null : payment.amountRefunded === payment.amount ? 'full' : 'partial',
  captured: wasCaptured(payment),
  card: { last4: payment.cardLast4, network: 'Visa', type: 'credit' },
  notes: [],
  error_code: payment.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
  error_description: payment.errorDescription ?? null,
  error_reason: payment.status === 'failed' ? 'payment_declined' : null,
  created_at: seconds(payment.createdAt),
});

export const refundEntity = (payment: SandboxPaymentDoc, refund: SandboxRefund) => ({
  id: refund.id,
  entity: 'refund',
  amount: refund.amount,
  currency: payment.currency,
  payment_id: payment._id,
  notes: [],
  receipt: null,
  status: 'processed',
  speed_processed: 'normal',
  speed_requested: 'normal',
  created_at: seconds(refund.createdAt),
});
