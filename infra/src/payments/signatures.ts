/**
 * Razorpay's signatures, made and checked the way Razorpay makes them: HMAC-SHA256 as lowercase hex,
 * of `order_id|payment_id` with the key secret (Checkout's success handler) and of the raw request
 * body with the webhook secret (`x-razorpay-signature`). Checks compare in constant time, unlike the
 * SDK's own helpers (`===`), so a forger learns nothing from how long a refusal takes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CheckoutResult {
  orderId: string;
  paymentId: string;
  signature: string;
}

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Whether `given` equals `expected`, in time that depends only on their lengths. */
export function constantTimeEqual(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  // timingSafeEqual throws on different lengths; a signature of the wrong length is simply wrong.
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signCheckout(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function verifyCheckout(keySecret: string, result: CheckoutResult): boolean {
  return constantTimeEqual(signCheckout(keySecret, result.orderId, result.paymentId), result.signature);
}

export function signWebhook(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}

export function verifyWebhook(
  webhookSecret: string,
  rawBody: string | Buffer,
  signature: string | undefined,
): boolean {
  return constantTimeEqual(signWebhook(webhookSecret, rawBody), signature);
}
