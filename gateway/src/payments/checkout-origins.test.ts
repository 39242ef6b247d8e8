import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const pagePolicy = async (env: Record<string, string>) => {
  h = await harness({ env });
  const res = await h.app.request('/');
  return res.headers.get('content-security-policy') ?? '';
};

describe("the pages' content security policy", () => {
  it("lets Razorpay Checkout's script, frames and calls in when Razorpay takes the payments", async () => {
    const policy = await pagePolicy({
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'live-secret',
      RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
    });
    for (const directive of ['script-src', 'frame-src', 'connect-src'])
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://checkout\\.razorpay\\.com`));
  });

  it('allows no outside origin with the sandbox', async () => {
    const policy = await pagePolicy({});
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('razorpay');
  });
});
