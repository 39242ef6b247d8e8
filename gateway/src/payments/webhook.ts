/**
 * `POST /api/razorpay/webhook`: Razorpay (or the sandbox) tells of payments. The signature is
 * checked over the raw body; an event already handled answers 2xx and changes nothing (Razorpay
 * retries anything else). A captured payment or a paid order credits its order once the provider
 * confirms the payment matches it (payment-check.ts); the body's own figures are not trusted.
 */
import { MESSAGES } from '@app/contracts';
import { alreadyHandled, isDuplicateKey, markHandled } from '@app/infra';
import { z } from 'zod';
import { AppError, type Ports } from '../core/index.js';
import { type CreditingDeps, creditOrder } from './crediting.js';
import { orders } from './order-store.js';
import { confirmedPayment } from './payment-check.js';

const CONSUMER = 'razorpay-webhook';

const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string().nullable() }) }).optional(),
  }),
});

// An authorised payment credits an order that only authorises (a booking request); payment-check
// refuses it for any other order, whose capture comes with its own event.
const CREDITING_EVENTS = new Set(['payment.authorized', 'payment.captured', 'order.paid']);

export async function handleWebhook(
  deps: CreditingDeps & Pick<Ports, 'payments'>,
  rawBody: string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<{ status: 'ok' }> {
  if (!deps.payments.verifyWebhookSignature(rawBody, signature))
    throw new AppError('BAD_REQUEST', MESSAGES.paymentVerificationFailed, 'PAYMENT_VERIFICATION_FAILED');
  if (eventId && (await alreadyHandled(deps.store, CONSUMER, eventId))) return { status: 'ok' };
  let parsed: z.infer<typeof webhookSchema>;
  try {
    parsed = webhookSchema.parse(JSON.parse(rawBody));
  } catch {
    // Signed by the provider, yet not a shape we know: nothing to do, and nothing to retry.
    deps.logger.warn({ eventId }, 'webhook of an unknown shape ignored');
    return { status: 'ok' };
  }
  const payment = parsed.payload.payment?.entity;
  if (CREDITING_EVENTS.has(parsed.event) && payment?.order_id) {
    const known = await orders(deps.store).findOne({ _id: payment.order_id });
    if (known) {
      if (await confirmedPayment(deps, known, payment.id))
        await creditOrder(deps, known._id, payment.id, 'webhook');
    } else deps.logger.warn({ eventId, orderId: payment.order_id }, 'webhook for an order not ours ignored');
  } else {
    deps.logger.info({ eventId, event: parsed.event }, 'webhook noted');
  }
  if (eventId)
    await markHandled(deps.store, CONSUMER, eventId).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    });
  return { status: 'ok' };
}
