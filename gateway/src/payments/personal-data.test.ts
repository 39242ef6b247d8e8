/**
 * Payments' part of a user's rights over their data (personal-data.ts): the orders, transactions
 * and refunds in the copy the user downloads, oldest first, without the product's workings; kept
 * on erasure as financial records, marked with when the account was erased; and an erasure refused
 * while an order of the user may still be paid. Tina's records sit beside Tom's, so a read or a
 * mark that reached the wrong user shows on his.
 */
import { DELETE_WORD, type MyDataExport, PRIVACY_MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { actorFor, PASSWORD, userId } from '../../test/privacy-fixtures.js';
import { deleteAccount } from '../accounts/account-deletion.js';
import { fortnight, noWebhooks, ordered, storedOrder, TINA, TOM } from './payment-fixtures.js';

const startProduct = useProduct();

const CONFIRMED = { confirm: DELETE_WORD, password: PASSWORD };
const on = (day: number, hour = 10) => new Date(Date.UTC(2025, 0, day, hour));

type Row = Record<string, unknown> & { _id: string };

/**
 * A history of the user's payments as the payments code writes them: two paid plans, their credits
 * and a refund of the first, and the refund of the second owed still. Ids are chosen against time
 * (the store keeps documents by id), so only a read that sorts by time lists them oldest first.
 */
function paymentHistory(user: string, email: string, prefix: string) {
  const order = (id: string, day: number): Row => ({
    _id: `${prefix}_${id}`,
    userId: user,
    email,
    item: fortnight(),
    description: 'Fortnight Plan',
    usd: 11.99,
    amountMinor: 1199,
    currency: 'USD',
    status: 'paid',
    createdAt: on(day),
    expiresAt: on(day, 11),
    paymentId: `pay_${prefix}_${id}`,
    paidAt: on(day, 10),
    invoiceNumber: `INV-${prefix}-${id}`,
    creditedBy: 'webhook',
  });
  const older = order('B', 1);
  const newer = order('A', 2);
  const credit = (o: Row): Row => ({
    _id: o._id,
    userId: user,
    description: 'Fortnight Plan',
    amount: '$11.99',
    time: o.paidAt,
    paymentId: o.paymentId,
  });
  const refund = (o: Row, requested: Date, fields: object): Row => ({
    _id: o._id,
    orderId: o._id,
    userId: user,
    paymentId: o.paymentId,
    amountMinor: 599,
    currency: 'USD',
    description: 'Fortnight Plan cancelled',
    requestedAt: requested,
    ...fields,
  });
  const refundMade = refund(older, on(3), {
    status: 'processed',
    processedAt: on(3, 11),
    refundId: `rfnd_${prefix}_B`,
  });
  // A round is asking the provider about this one right now: its claim is the job's, not the user's.
  const refundOwed = refund(newer, on(5), { status: 'pending', claimedUntil: on(5, 11) });
  const refundRow: Row = {
    _id: `refund:${older._id}`,
    userId: user,
    description: 'Refund: Fortnight Plan cancelled',
    amount: '-$5.99',
    time: on(3, 11),
    paymentId: older.paymentId,
  };
  return {
    orders: [older, newer],
    transactions: [credit(older), credit(newer), refundRow],
    refunds: [refundMade, refundOwed],
  };
}

type History = ReturnType<typeof paymentHistory>;

/** Keeps the history, newest first: the order a store met them in says nothing of their time either. */
async function keep(h: Harness, history: History) {
  const { store } = h.platform;
  const newestFirst = (rows: Row[]) => [...rows].reverse();
  await store.collection('payment_orders').insertMany(newestFirst(history.orders));
  await store.collection('transactions').insertMany(newestFirst(history.transactions));
  await store.collection('refunds').insertMany(newestFirst(history.refunds));
}

/** Tina and Tom signed in, each with a payment history of their own. */
async function tinaAndTom(h: Harness) {
  noWebhooks(h);
  const tina = await loggedIn(h, TINA);
  const tom = await loggedIn(h, TOM);
  const tinas = paymentHistory(await userId(h, TINA), TINA, 'order_t');
  const toms = paymentHistory(await userId(h, TOM), TOM, 'order_a');
  await keep(h, tinas);
  await keep(h, toms);
  return { tina, tom, tinas, toms };
}

/** Stored records as the downloaded file gives them. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

const without = (row: Row, field: string) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => k !== field));

/** Every record of the user the store holds, by collection, as it holds them. */
async function storedRecords(h: Harness, user: string) {
  const { store } = h.platform;
  const read = (name: string) => store.collection(name).find({ userId: user }, { sort: { _id: 1 } });
  return {
    orders: await read('payment_orders'),
    transactions: await read('transactions'),
    refunds: await read('refunds'),
  };
}

/** In the order the store sorts ids: by code unit, not by locale. */
const byId = (rows: Row[]) => [...rows].sort((a, b) => (a._id < b._id ? -1 : 1));

describe('the payments in a user’s copy of their data', () => {
  it('gives the user’s orders, transactions and refunds oldest first, and nothing of anyone else’s', async () => {
    const h = await startProduct();
    const { tina, tinas } = await tinaAndTom(h);
    const [older, newer] = tinas.orders as [Row, Row];
    const [refundMade, refundOwed] = tinas.refunds as [Row, Row];

    const download = await get(h, '/api/my-data', tina);
    expect(download.status).toBe(200);
    const { payments } = download.body as unknown as MyDataExport;

    // How the payment was learnt of, and a refund round's claim, are the product's workings.
    expect(payments).toEqual({
      orders: [without(older, 'creditedBy'), without(newer, 'creditedBy')].map(asJson),
      transactions: [older._id, newer._id, `refund:${older._id}`].map((id) =>
        asJson(tinas.transactions.find((t) => t._id === id)),
      ),
      refunds: [refundMade, without(refundOwed, 'claimedUntil')].map(asJson),
    });
  });
});

describe('erasing the account of a user who paid', () => {
  it('keeps every order, transaction and refund whole, marked with when the account was erased, and leaves other users’ as they were', async () => {
    const h = await startProduct();
    const { tom, tinas, toms } = await tinaAndTom(h);
    const tinaId = await userId(h, TINA);
    const tomId = await userId(h, TOM);
    // Tom may still pay an order of his: that is no reason to keep Tina's account.
    const tomsPayable = await storedOrder(h, await ordered(h, tom, fortnight(), 11.99));
    const erasedAt = new Date();

    expect(await deleteAccount(h.deps, await actorFor(h, TINA), CONFIRMED, erasedAt)).toMatchObject({
      deleted: true,
    });

    const marked = (rows: Row[]) => byId(rows).map((row) => ({ ...row, accountErasedAt: erasedAt }));
    expect(await storedRecords(h, tinaId)).toEqual({
      orders: marked(tinas.orders),
      transactions: marked(tinas.transactions),
      refunds: marked(tinas.refunds),
    });
    expect(await storedRecords(h, tomId)).toEqual({
      orders: byId([...toms.orders, tomsPayable]),
      transactions: byId(toms.transactions),
      refunds: byId(toms.refunds),
    });
  });

  it('refuses while an order of the user may still be paid, changing nothing, and goes through once its lifetime is over', async () => {
    const h = await startProduct();
    const { tina, tinas } = await tinaAndTom(h);
    const tinaId = await userId(h, TINA);
    const payable = await ordered(h, tina, fortnight(), 11.99);

    expect(await post(h, '/api/delete-account', CONFIRMED, tina)).toMatchObject({
      status: 409,
      body: { message: PRIVACY_MESSAGES.paymentInProgress, code: 'PAYMENT_IN_PROGRESS' },
    });
    expect((await get(h, '/api/my-data', tina)).status).toBe(200);
    const untouched = await storedRecords(h, tinaId);
    expect(untouched.refunds).toEqual(byId(tinas.refunds));
    for (const row of [...untouched.orders, ...untouched.transactions])
      expect(row).not.toHaveProperty('accountErasedAt');

    // At the end of its lifetime the order can no longer be paid, even before reconciliation expires it.
    const { expiresAt } = await storedOrder(h, payable);
    expect(await deleteAccount(h.deps, await actorFor(h, TINA), CONFIRMED, expiresAt)).toMatchObject({
      deleted: true,
    });
    expect(await storedOrder(h, payable)).toMatchObject({ status: 'created', accountErasedAt: expiresAt });
  });
});
