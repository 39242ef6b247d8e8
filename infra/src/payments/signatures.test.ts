import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// Spied on (not replaced) to show every check goes through the constant-time comparison.
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});
// Loaded afresh, after the mock: the test files of a worker share their modules (isolate: false),
// and an earlier file may have loaded it with the real node:crypto.
vi.resetModules();
const { signCheckout, signWebhook, verifyCheckout, verifyWebhook } = await import('./signatures.js');

const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const ORDER = 'order_IluGWxBm9U8zJ8';
const PAYMENT = 'pay_29QQoUBi66xm2f';

/** The signature as Razorpay documents it, computed here without the module under test. */
const expected = createExpected(KEY_SECRET, `${ORDER}|${PAYMENT}`);
function createExpected(secret: string, data: string) {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

describe('checkout signatures (HMAC-SHA256 of order_id|payment_id with the key secret)', () => {
  it('signs exactly as Razorpay does', () => {
    expect(signCheckout(KEY_SECRET, ORDER, PAYMENT)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the genuine signature, compared in constant time', () => {
    vi.mocked(crypto.timingSafeEqual).mockClear();
    expect(verifyCheckout(KEY_SECRET, { orderId: ORDER, paymentId: PAYMENT, signature: expected })).toBe(
      true,
    );
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
  });

  it('refuses a tampered order id, payment id or signature, and another secret', () => {
    const genuine = { orderId: ORDER, paymentId: PAYMENT, signature: expected };
    expect(verifyCheckout(KEY_SECRET, { ...genuine, orderId: 'order_IluGWxBm9U8zJ9' })).toBe(false);
    expect(verifyCheckout(KEY_SECRET, { ...genuine, paymentId: 'pay_29QQoUBi66xm2g' })).toBe(false);
    const flipped = `${expected.slice(0, -1)}${expected.endsWith('0') ? '1' : '0'}`;
    expect(verifyCheckout(KEY_SECRET, { ...genuine, signature: flipped })).toBe(false);
    expect(verifyCheckout('another-secret', genuine)).toBe(false);
    // The same ids joined without Razorpay's separator are a different message.
    expect(
      verifyCheckout(KEY_SECRET, { ...genuine, signature: createExpected(KEY_SECRET, `${ORDER}${PAYMENT}`) }),
    ).toBe(false);
  });

  it('refuses a signature of another length without throwing', () => {
    const genuine = { orderId: ORDER, paymentId: PAYMENT };
    expect(verifyCheckout(KEY_SECRET, { ...genuine, signature: expected.slice(0, 32) })).toBe(false);
    expect(verifyCheckout(KEY_SECRET, { ...genuine, signature: `${expected}00` })).toBe(false);
    expect(verifyCheckout(KEY_SECRET, { ...genuine, signature: '' })).toBe(false);
  });
});

describe('webhook signatures (HMAC-SHA256 of the raw body with the webhook secret)', () => {
  const body = '{"entity":"event","event":"payment.captured","payload":{}}';
  const signature = createExpected(WEBHOOK_SECRET, body);

  it('signs the raw body exactly as Razorpay does, and accepts it as a string or as bytes', () => {
    expect(signWebhook(WEBHOOK_SECRET, body)).toBe(signature);
    vi.mocked(crypto.timingSafeEqual).mockClear();
    expect(verifyWebhook(WEBHOOK_SECRET, body, signature)).toBe(true);
    expect(verifyWebhook(WEBHOOK_SECRET, Buffer.from(body), signature)).toBe(true);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(2);
  });

  it('refuses a body re-serialized with other spacing, a wrong secret, a short or a missing signature', () => {
    expect(verifyWebhook(WEBHOOK_SECRET, JSON.stringify(JSON.parse(body), null, 1), signature)).toBe(false);
    expect(verifyWebhook(KEY_SECRET, body, signature)).toBe(false);
    expect(verifyWebhook(WEBHOOK_SECRET, body, signature.slice(1))).toBe(false);
    expect(verifyWebhook(WEBHOOK_SECRET, body, undefined)).toBe(false);
  });
});
