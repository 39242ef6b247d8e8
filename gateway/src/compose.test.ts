/**
 * What the composition root wires beyond the parts: the sandbox checkout's webhooks reach the
 * product itself (as Razorpay's reach its public address), and closing a product that listened
 * takes its operator file away.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { useProduct } from '../test/harness.js';
import { loggedIn } from '../test/http.js';
import { operatorPath } from './operator/token.js';
import { fortnight, ordered, pay, storedOrder } from './payments/payment-fixtures.js';

const startProduct = useProduct();

describe('the composed product', () => {
  it('credits a sandbox payment through the sandbox’s own webhook, with no confirmation from the page', async () => {
    const h = await startProduct();
    const orderId = await ordered(h, await loggedIn(h, 'tina@example.com'), fortnight(), 11.99);
    await pay(h, orderId);
    await vi.waitFor(
      async () =>
        expect(await storedOrder(h, orderId)).toMatchObject({ status: 'paid', creditedBy: 'webhook' }),
      { timeout: 10_000, interval: 20 },
    );
  });

  it('takes its operator file away when it closes after listening', async () => {
    const h = await startProduct();
    await h.listen();
    expect(existsSync(operatorPath(h.dataDir))).toBe(true);
    await h.close();
    expect(existsSync(operatorPath(h.dataDir))).toBe(false);
  });
});
