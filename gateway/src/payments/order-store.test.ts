/** What an order asks its buyer to pay, as the booking mails show it (order-store.ts). */
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { orderAmount } from './order-store.js';
import { storeOrder } from './payment-fixtures.js';

const product = useProduct({ shared: true });

describe('what an order asks its buyer to pay', () => {
  it('shows each order’s own amount in its currency, and nothing for an order we never opened', async () => {
    const h = await product();
    await storeOrder(h, 'order_Dollars0000000', 1199, 'USD');
    await storeOrder(h, 'order_Yen00000000000', 1801, 'JPY');
    expect(await orderAmount(h.platform.store, 'order_Dollars0000000')).toBe('$11.99');
    expect(await orderAmount(h.platform.store, 'order_Yen00000000000')).toBe('¥1,801');
    expect(await orderAmount(h.platform.store, 'order_NeverOpened000')).toBeNull();
  });
});
