/**
 * Crediting an order (crediting.ts), called as the callback, the webhook and reconciliation call it:
 * an order we never opened is refused, and an order credited before changes nothing, so a payment
 * learnt of twice is neither credited twice nor answered as money owed back.
 */
import { describe, expect, it, vi } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { creditOrder } from './crediting.js';
import { confirm, fortnight, noWebhooks, ordered, pay } from './payment-fixtures.js';

const startProduct = useProduct();

describe('crediting an order', () => {
  it('refuses to credit an order we never opened, as a failed verification, and credits nothing', async () => {
    const h = await startProduct();
    await expect(
      creditOrder(h.deps, 'order_NotOurs00000000', 'pay_Anything0000000', 'webhook'),
    ).rejects.toMatchObject({ appCode: 'PAYMENT_VERIFICATION_FAILED', status: 404 });
    expect(await h.platform.store.collection('transactions').count({})).toBe(0);
  });

  it('answers a second credit of a paid order as already credited: no second row, no refund, nothing to deliver', async () => {
    const h = await startProduct();
    noWebhooks(h);
    const cookie = await loggedIn(h, 'tina@example.com');
    const orderId = await ordered(h, cookie, fortnight(), 11.99);
    const paid = await pay(h, orderId);
    // The relay delivers new events and the settlement round makes refunds: the first credit's
    // receipt and events go out at once, and it owes no refund; a repeat owes neither.
    const relay = vi.spyOn(h.deps.relay, 'nudge');
    const settlement = vi.spyOn(h.deps.settlementJob, 'nudge');
    await confirm(h, cookie, paid);
    expect(relay).toHaveBeenCalledTimes(1);
    expect(settlement).not.toHaveBeenCalled();
    relay.mockClear();
    expect(await creditOrder(h.deps, orderId, paid.razorpay_payment_id, 'reconciliation')).toBe('already');
    expect(relay).not.toHaveBeenCalled();
    expect(settlement).not.toHaveBeenCalled();
    expect(await h.platform.store.collection('transactions').count({})).toBe(1);
    expect(await h.platform.store.collection('refunds').count({})).toBe(0);
    // The same payment learnt again is no second payment: nothing for the operator.
    expect(await h.platform.store.collection('payment_problems').count({})).toBe(0);
    expect(h.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
