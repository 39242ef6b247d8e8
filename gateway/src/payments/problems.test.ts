/**
 * The payment problems an operator reads (`pnpm admin payments problems`): each payment's problem
 * is written once per reason, a different reason or payment is a problem of its own, and the list
 * reads newest first whatever order they were written in.
 */
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { listProblems, recordProblem } from './problems.js';

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
