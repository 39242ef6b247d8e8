/**
 * The payment problems an operator reads (`pnpm admin payments problems`): each payment's problem
 * is written once per reason, a different reason or payment is a problem of its own, and the list
 * reads newest first whatever order they were written in. The operator's view adds to each what its
 * order says (buyer, amount, item) and where the refund owed for it stands.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { listProblems, listProblemViews, recordProblem } from './problems.js';

const startProduct = useProduct();

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('recording payment problems', () => {
  it('keeps each payment’s problem once per reason, and every other reason and payment as its own', async () => {
    const { platform } = await startProduct();
    const { store } = platform;
    const cent = {
      orderId: 'order_A',
      paymentId: 'pay_A',
      reason: 'payment of 1 USD for an order of 1199 USD',
    };
    await recordProblem(store, { ...cent, outcome: 'not credited' }, at(1));
    // The webhook and reconciliation may both notice the same capture: it stays one problem, as first noted.
    await recordProblem(store, { ...cent, outcome: 'not credited' }, at(2));
    await recordProblem(
      store,
      { ...cent, reason: 'payment is for order order_B', outcome: 'not credited' },
      at(3),
    );
    await recordProblem(
      store,
      {
        orderId: 'order_C',
        paymentId: 'pay_C',
        reason: 'plan no longer sold: Fortnight',
        outcome: 'refunded',
      },
      at(4),
    );

    expect(await listProblems(store)).toEqual([
      expect.objectContaining({ paymentId: 'pay_C', reason: 'plan no longer sold: Fortnight', at: at(4) }),
      expect.objectContaining({ paymentId: 'pay_A', reason: 'payment is for order order_B', at: at(3) }),
      expect.objectContaining({ ...cent, outcome: 'not credited', at: at(1) }),
    ]);
  });

  it('lists problems newest first, neither in the order they were written nor by payment', async () => {
    const { platform } = await startProduct();
    const { store } = platform;
    const problem = (paymentId: string) => ({
      orderId: `order_${paymentId}`,
      paymentId,
      reason: 'payment unknown to the provider',
      outcome: 'not credited' as const,
    });
    await recordProblem(store, problem('pay_a'), at(2));
    await recordProblem(store, problem('pay_b'), at(3));
    await recordProblem(store, problem('pay_c'), at(1));

    expect((await listProblems(store)).map((p) => [p.paymentId, p.at])).toEqual([
      ['pay_b', at(3)],
      ['pay_a', at(2)],
      ['pay_c', at(1)],
    ]);
  });
});

/** A paid order as the product keeps it, bought by `email` for `description`. */
async function paidOrder(
  h: Harness,
  id: string,
  email: string,
  description: string,
  minor: number,
  currency: string,
) {
  await h.platform.store.collection('payment_orders').insertOne({
    _id: id,
    userId: `user-${email}`,
    email,
    item: { type: 'plan', plan: description },
    description,
    usd: 11.99,
    amountMinor: minor,
    currency,
    status: 'paid',
    createdAt: at(0),
    expiresAt: at(30),
    paymentId: `pay_${id}`,
  });
}

/** The refund owed for the order as refunds.ts keeps it: waiting, made, or an authorisation let go. */
async function refundOf(h: Harness, orderId: string, state: 'pending' | 'processed' | 'released') {
  await h.platform.store.collection('refunds').insertOne({
    _id: orderId,
    orderId,
    userId: 'user',
    paymentId: `pay_${orderId}`,
    amountMinor: 1199,
    currency: 'USD',
    description: 'refund',
    status: state === 'pending' ? 'pending' : 'processed',
    requestedAt: at(5),
    ...(state === 'released' ? { released: true } : {}),
  });
}

describe('the operator’s view of payment problems', () => {
  it('shows each problem with its order’s buyer, amount and item, and where the refund owed for it stands', async () => {
    const product = await startProduct();
    const { store } = product.platform;
    await paidOrder(product, 'order_none', 'tina@example.com', 'Fortnight Plan', 1199, 'USD');
    await paidOrder(product, 'order_owed', 'tom@example.com', 'Monthly Plan', 99500, 'INR');
    await paidOrder(product, 'order_made', 'tina@example.com', 'Golden Triangle', 100, 'USD');
    await paidOrder(product, 'order_let_go', 'tom@example.com', 'Guide booking: Taj Mahal', 3000, 'USD');
    await refundOf(product, 'order_owed', 'pending');
    await refundOf(product, 'order_made', 'processed');
    await refundOf(product, 'order_let_go', 'released');
    const problem = (orderId: string, reason: string, outcome: 'not credited' | 'refunded' | 'released') => ({
      orderId,
      paymentId: `pay_${orderId}`,
      reason,
      outcome,
    });
    await recordProblem(
      store,
      problem('order_none', 'payment of 1 USD for an order of 1199 USD', 'not credited'),
      at(1),
    );
    await recordProblem(store, problem('order_owed', 'plan bought already', 'refunded'), at(2));
    await recordProblem(store, problem('order_made', 'special plan bought already', 'refunded'), at(3));
    await recordProblem(store, problem('order_let_go', 'booking no longer payable', 'released'), at(4));
    // A payment for an order the store no longer holds: what the order said is unknown, not an error.
    await recordProblem(
      store,
      problem('order_gone', 'payment is for order order_gone', 'not credited'),
      at(5),
    );

    const views = await listProblemViews(store);
    expect(views).toEqual([
      {
        ...problem('order_gone', 'payment is for order order_gone', 'not credited'),
        at: at(5).toISOString(),
        email: null,
        amount: null,
        description: null,
        refund: 'none',
      },
      {
        ...problem('order_let_go', 'booking no longer payable', 'released'),
        at: at(4).toISOString(),
        email: 'tom@example.com',
        amount: '$30.00',
        description: 'Guide booking: Taj Mahal',
        refund: 'released',
      },
      {
        ...problem('order_made', 'special plan bought already', 'refunded'),
        at: at(3).toISOString(),
        email: 'tina@example.com',
        amount: '$1.00',
        description: 'Golden Triangle',
        refund: 'processed',
      },
      {
        ...problem('order_owed', 'plan bought already', 'refunded'),
        at: at(2).toISOString(),
        email: 'tom@example.com',
        amount: '₹995.00',
        description: 'Monthly Plan',
        refund: 'pending',
      },
      {
        ...problem('order_none', 'payment of 1 USD for an order of 1199 USD', 'not credited'),
        at: at(1).toISOString(),
        email: 'tina@example.com',
        amount: '$11.99',
        description: 'Fortnight Plan',
        refund: 'none',
      },
    ]);
  });

  it('keeps with `since` the problems noted at that moment or after, newest first, and all of them without it', async () => {
    const { platform } = await startProduct();
    const { store } = platform;
    const problem = (paymentId: string) => ({
      orderId: `order_${paymentId}`,
      paymentId,
      reason: 'payment unknown to the provider',
      outcome: 'not credited' as const,
    });
    // Written, and named, in neither the order of their time nor its reverse.
    await recordProblem(store, problem('pay_a'), at(2));
    await recordProblem(store, problem('pay_b'), at(3));
    await recordProblem(store, problem('pay_c'), at(1));
    const listed = async (since?: Date) =>
      (await listProblemViews(store, since ? { since } : {})).map((p) => [p.paymentId, p.at]);

    expect(await listed()).toEqual([
      ['pay_b', at(3).toISOString()],
      ['pay_a', at(2).toISOString()],
      ['pay_c', at(1).toISOString()],
    ]);
    expect(await listed(at(2))).toEqual([
      ['pay_b', at(3).toISOString()],
      ['pay_a', at(2).toISOString()],
    ]);
    expect(await listed(at(4))).toEqual([]);
  });
});
