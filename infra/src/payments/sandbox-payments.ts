/**
 * The embedded, offline payments adapter: orders and payments in the store, ids in Razorpay's
 * format, test cards instead of a bank, and checkout results and webhooks signed with the same
 * secrets and in the same way as Razorpay signs them, so the gateway cannot tell it from Razorpay.
 */
import type { Logger } from '../logging/logger.js';
import type { Store } from '../store/port.js';
import { isAcceptedCurrency } from './currencies.js';
import {
  type CreateOrder,
  type Payment,
  type PaymentOrder,
  PaymentProviderError,
  type Refund,
  type SandboxCheckout,
  type SandboxPayResult,
  type WebhookDeliver,
} from './port.js';
import { authorisation, captureAuthorised, checkCaptureWindow, releaseIfLapsed } from './sandbox-capture.js';
import { cardOutcome, DECLINE_REASON, last4, UNKNOWN_CARD_REASON } from './sandbox-cards.js';
import {
  ORDERS,
  orderEntity,
  PAYMENTS,
  paymentEntity,
  refundEntity,
  type SandboxOrderDoc,
  type SandboxPaymentDoc,
  type SandboxRefund,
  toPayment,
  toPaymentOrder,
  toRefund,
} from './sandbox-entities.js';
import { razorpayStyleId } from './sandbox-ids.js';
import { SandboxWebhooks } from './sandbox-webhooks.js';
import { signCheckout } from './signatures.js';
import { SignedAdapter } from './signed-adapter.js';

export interface SandboxPaymentsOptions {
  store: Store;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  logger: Logger;
  /** Waits before each webhook retry (tests shorten them). */
  webhookRetryMs?: readonly number[];
}

/** Refusals worded as Razorpay words them. */
const refused = (description: string) => new PaymentProviderError(400, 'BAD_REQUEST_ERROR', description);
const notFound = () => refused('The id provided does not exist');
const ALREADY_PAID = 'Order has already been paid';

export class SandboxPayments extends SignedAdapter implements SandboxCheckout {
  readonly kind = 'sandbox' as const;
  /** Its checkout is one of the site's own dialogs. */
  readonly checkoutOrigins = [] as const;
  readonly webhooks: SandboxWebhooks;
  private indexed: Promise<void> | undefined;

  constructor(private readonly options: SandboxPaymentsOptions) {
    super(options);
    this.webhooks = new SandboxWebhooks({
      secret: options.webhookSecret,
      logger: options.logger,
      ...(options.webhookRetryMs ? { retryScheduleMs: options.webhookRetryMs } : {}),
    });
  }

  private get orders() {
    return this.options.store.collection<SandboxOrderDoc>(ORDERS);
  }

  private async payments() {
    this.indexed ??= this.options.store.ensureIndex(PAYMENTS, { fields: ['orderId'] });
    await this.indexed;
    return this.options.store.collection<SandboxPaymentDoc>(PAYMENTS);
  }

  async createOrder(input: CreateOrder): Promise<PaymentOrder> {
    if (!isAcceptedCurrency(input.currency)) throw refused('Currency is not supported');
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1)
      throw refused('The amount must be a positive integer in the smallest currency unit');
    if (input.receipt.length > 40) throw refused('The receipt may not be greater than 40 characters');
    checkCaptureWindow(input.captureWithinMinutes);
    const order: SandboxOrderDoc = {
      _id: razorpayStyleId('order'),
      amount: input.amountMinor,
      currency: input.currency,
      receipt: input.receipt,
      notes: input.notes ?? {},
      status: 'created',
      amountPaid: 0,
      attempts: 0,
      createdAt: new Date(),
      ...(input.captureWithinMinutes === undefined
        ? {}
        : { captureWithinMinutes: input.captureWithinMinutes }),
    };
    await this.orders.insertOne(order);
    return toPaymentOrder(order);
  }

  async pay(input: { orderId: string; card: string }): Promise<SandboxPayResult> {
    const outcome = cardOutcome(input.card);
    if (outcome === 'unknown') {
      if (!(await this.orders.findOne({ _id: input.orderId }))) throw notFound();
      return { declined: UNKNOWN_CARD_REASON, razorpay_order_id: input.orderId };
    }
    await this.payments();
    const { order, payment } = await this.options.store.transaction(async (tx) => {
      const order = await tx.collection<SandboxOrderDoc>(ORDERS).findOne({ _id: input.orderId });
      if (!order) throw notFound();
      if (order.status === 'paid') throw refused(ALREADY_PAID);
      const now = new Date();
      const payment: SandboxPaymentDoc = {
        _id: razorpayStyleId('pay'),
        orderId: order._id,
        attempt: order.attempts + 1,
        amount: order.amount,
        currency: order.currency,
        status: outcome === 'declined' ? 'failed' : 'created',
        amountRefunded: 0,
        cardLast4: last4(input.card),
        ...(outcome === 'declined' ? { errorDescription: DECLINE_REASON } : {}),
        ...(outcome === 'succeeds' ? authorisation(order, now) : {}),
        refunds: [],
        createdAt: now,
      };
      await tx.collection<SandboxPaymentDoc>(PAYMENTS).insertOne(payment);
      const paid = payment.status === 'captured';
      const updated = await tx.collection<SandboxOrderDoc>(ORDERS).findOneAndUpdate(
        { _id: order._id, status: { $ne: 'paid' } },
        {
          $inc: { attempts: 1 },
          $set: paid ? { status: 'paid', amountPaid: order.amount } : { status: 'attempted' },
        },
      );
      if (!updated) throw refused(ALREADY_PAID);
      return { order: updated, payment };
    });
    this.announce(order, payment);
    return this.outcomeOf(payment);
  }

  async confirm(input: { paymentId: string }): Promise<SandboxPayResult> {
    await this.payments();
    const { order, payment } = await this.options.store.transaction(async (tx) => {
      const payments = tx.collection<SandboxPaymentDoc>(PAYMENTS);
      const payment = await payments.findOne({ _id: input.paymentId });
      if (!payment) throw notFound();
      // A repeated confirmation answers as the first did and announces nothing again.
      if (payment.status !== 'created') return { order: null, payment };
      const orders = tx.collection<SandboxOrderDoc>(ORDERS);
      const open = await orders.findOne({ _id: payment.orderId, status: { $ne: 'paid' } });
      const settles = open ? authorisation(open, new Date()) : null;
      const order =
        open && settles?.status === 'captured'
          ? await orders.findOneAndUpdate(
              { _id: open._id },
              { $set: { status: 'paid', amountPaid: payment.amount } },
            )
          : open;
      // Another payment paid the order meanwhile; Razorpay would refund this one, so it fails here.
      const update = settles
        ? { $set: settles }
        : { $set: { status: 'failed', errorDescription: ALREADY_PAID } };
      const settled = await payments.findOneAndUpdate({ _id: payment._id }, update);
      if (!settled) throw notFound();
      return { order, payment: settled };
    });
    if (order) this.announce(order, payment);
    else if (payment.status === 'failed')
      this.webhooks.send('payment.failed', { payment: paymentEntity(payment) });
    return this.outcomeOf(payment);
  }

  async fetchOrderPayments(orderId: string): Promise<Payment[]> {
    if (!(await this.orders.findOne({ _id: orderId }))) throw notFound();
    const payments = await (await this.payments()).find({ orderId }, { sort: { attempt: 1 } });
    const now = await Promise.all(payments.map((payment) => this.current(payment)));
    return now.map(toPayment);
  }

  async fetchPayment(paymentId: string): Promise<Payment> {
    const payment = await (await this.payments()).findOne({ _id: paymentId });
    if (!payment) throw notFound();
    return toPayment(await this.current(payment));
  }

  async capture(paymentId: string, amount: { amountMinor: number; currency: string }): Promise<Payment> {
    const found = await (await this.payments()).findOne({ _id: paymentId });
    if (!found) throw notFound();
    const current = await this.current(found);
    const { payment, order } = await this.options.store.transaction((tx) =>
      captureAuthorised(tx, current, amount),
    );
    if (order) this.announce(order, payment);
    return toPayment(payment);
  }

  /** The payment as it stands now: an authorisation left uncaptured past its window is released. */
  private async current(payment: SandboxPaymentDoc): Promise<SandboxPaymentDoc> {
    const { payment: now, released } = await releaseIfLapsed(this.options.store, payment, new Date());
    if (released)
      this.webhooks.send('refund.processed', {
        refund: refundEntity(now, released),
        payment: paymentEntity(now),
      });
    return now;
  }

  async refund(paymentId: string, options: { amountMinor?: number } = {}): Promise<Refund> {
    const found = await (await this.payments()).findOne({ _id: paymentId });
    if (found) await this.current(found);
    const { payment, refund } = await this.options.store.transaction(async (tx) => {
      const payments = tx.collection<SandboxPaymentDoc>(PAYMENTS);
      const payment = await payments.findOne({ _id: paymentId });
      if (!payment) throw notFound();
      if (payment.status === 'refunded') throw refused('The payment has been fully refunded already');
      if (payment.status === 'authorized') throw refused('The payment has not been captured');
      if (payment.status !== 'captured') throw refused('Only a captured payment can be refunded');
      const left = payment.amount - payment.amountRefunded;
      const amount = options.amountMinor ?? left;
      if (!Number.isSafeInteger(amount) || amount < 1)
        throw refused('The refund amount must be a positive integer in the smallest currency unit');
      if (amount > left) throw refused('The refund amount provided is greater than amount captured');
      const refund: SandboxRefund = { id: razorpayStyleId('rfnd'), amount, createdAt: new Date() };
      const updated = await payments.findOneAndUpdate(
        { _id: payment._id },
        {
          $inc: { amountRefunded: amount },
          $push: { refunds: refund },
          $set: { status: amount === left ? 'refunded' : 'captured' },
        },
      );
      if (!updated) throw notFound();
      return { payment: updated, refund };
    });
    this.webhooks.send('refund.processed', {
      refund: refundEntity(payment, refund),
      payment: paymentEntity(payment),
    });
    return toRefund(payment, refund);
  }

  connectWebhooks(deliver: WebhookDeliver): void {
    this.webhooks.connect(deliver);
  }

  ping(): Promise<void> {
    return this.options.store.ping();
  }

  close(): Promise<void> {
    return this.webhooks.close();
  }

  /** The events Razorpay raises for a payment that was just settled. */
  private announce(order: SandboxOrderDoc, payment: SandboxPaymentDoc): void {
    if (payment.status === 'authorized') {
      this.webhooks.send('payment.authorized', { payment: paymentEntity(payment) });
    } else if (payment.status === 'captured') {
      this.webhooks.send('payment.captured', { payment: paymentEntity(payment) });
      this.webhooks.send('order.paid', { payment: paymentEntity(payment), order: orderEntity(order) });
    } else if (payment.status === 'failed') {
      this.webhooks.send('payment.failed', { payment: paymentEntity(payment) });
    }
  }

  /** What Checkout hands its handlers for the payment as it now stands. */
  private outcomeOf(payment: SandboxPaymentDoc): SandboxPayResult {
    switch (payment.status) {
      case 'captured':
      case 'refunded':
      case 'authorized':
        return {
          razorpay_order_id: payment.orderId,
          razorpay_payment_id: payment._id,
          razorpay_signature: signCheckout(this.options.keySecret, payment.orderId, payment._id),
        };
      case 'failed':
        return {
          declined: payment.errorDescription ?? DECLINE_REASON,
          razorpay_order_id: payment.orderId,
          razorpay_payment_id: payment._id,
        };
      case 'created':
        return {
          needsSecondStep: true,
          razorpay_order_id: payment.orderId,
          razorpay_payment_id: payment._id,
        };
    }
  }
}
