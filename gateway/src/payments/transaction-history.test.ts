/** The profile's transaction table, over the REST path the spec names. */
import { TRANSACTIONS_SHOWN } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { users } from '../accounts/users.js';

const startProduct = useProduct();

describe('transaction history', () => {
  it('lists only the caller’s own payments: the latest five, newest first', async () => {
    const h = await startProduct();
    const asha = await loggedIn(h, 'asha@example.com');
    const ravi = await loggedIn(h, 'ravi@example.com');
    const idOf = async (email: string) => (await users(h.platform.store).findOne({ email }))?._id ?? '';
    const day = 86_400_000;
    const newest = Date.UTC(2030, 0, 31);
    // Rows as crediting a payment writes them, stored oldest first and keyed against their age.
    const ashaRows = Array.from({ length: TRANSACTIONS_SHOWN + 2 }, (_, age) => ({
      _id: `order-asha-${9 - age}`,
      userId: '',
      description: `Fortnight Plan, payment ${age}`,
      amount: `₹${age + 1}00.00`,
      time: new Date(newest - age * day),
      paymentId: `pay_asha_${age}`,
    })).reverse();
    const ashaId = await idOf('asha@example.com');
    await h.platform.store.collection('transactions').insertMany([
      ...ashaRows.map((row) => ({ ...row, userId: ashaId })),
      {
        _id: 'order-ravi-0',
        userId: await idOf('ravi@example.com'),
        description: 'Quadweek Plan',
        amount: '$19.99',
        time: new Date(newest + day),
        paymentId: 'pay_ravi_0',
      },
    ]);
    const history = async (cookie: string) =>
      (await post(h, '/api/getTransactionHistory', {}, cookie)).body as unknown;
    expect(await history(asha)).toEqual(
      Array.from({ length: TRANSACTIONS_SHOWN }, (_, age) => ({
        description: `Fortnight Plan, payment ${age}`,
        amount: `₹${age + 1}00.00`,
        time: new Date(newest - age * day).toISOString(),
      })),
    );
    expect(await history(ravi)).toEqual([
      { description: 'Quadweek Plan', amount: '$19.99', time: new Date(newest + day).toISOString() },
    ]);
  });
});
