import { NedbStore, type Store } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { checkCoupon, couponRules, releaseCoupon, reserveCoupon, spendCoupon } from './coupons.js';

const rules = couponRules({
  COUPON_LIMIT_EXPLOREWITHUS20: 3,
  COUPON_LIMIT_EXPLOREWITHUS25: 1,
  COUPON_SPECIAL_CODE: 'Staff90',
});

const codeOf = (error: unknown) => (error instanceof AppError ? [error.appCode, error.message] : error);
const reserve = (store: Store, code: string, orderId: string) =>
  store.transaction((tx) => reserveCoupon(tx, rules, code, orderId));
const check = (store: Store, code: string) => checkCoupon(store, rules, code).catch(codeOf);

describe('coupons', () => {
  it('answers each code with its percent, and a code it does not know as the spec words it', async () => {
    const store = new NedbStore(null);
    expect(await check(store, 'EXPLOREWITHUS20')).toEqual({ message: 'Coupon code is valid', percent: 20 });
    expect(await check(store, ' explorewithus25 ')).toEqual({ message: 'Coupon code is valid', percent: 25 });
    expect(await check(store, 'STAFF90')).toEqual({ message: 'Coupon code is valid', percent: 90 });
    expect(await check(store, 'EXPLOREWITHUS90')).toEqual(['WRONG_COUPON', 'Wrong Coupoun Code']);
    expect(await check(store, '')).toEqual(['WRONG_COUPON', 'Wrong Coupoun Code']);
  });

  it('grants exactly the uses left to orders that race for them', async () => {
    const store = new NedbStore(null);
    const orders = Array.from({ length: 10 }, (_, i) => `order-${i}`);
    const results = await Promise.allSettled(orders.map((id) => reserve(store, 'EXPLOREWITHUS20', id)));
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([20, 20, 20]);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [codeOf(r.reason)] : []));
    expect(refused).toEqual(Array(7).fill(['COUPON_LIMIT_EXCEEDED', 'Coupon code limit exceeded']));
    expect(await check(store, 'EXPLOREWITHUS20')).toEqual([
      'COUPON_LIMIT_EXCEEDED',
      'Coupon code limit exceeded',
    ]);
    // The special code has no limit.
    for (const id of orders) expect(await reserve(store, 'STAFF90', `staff-${id}`)).toBe(90);
  });

  it('gives a use back when its order expires unpaid, once, and takes it again if that order is paid after all', async () => {
    const store = new NedbStore(null);
    await reserve(store, 'EXPLOREWITHUS25', 'late');
    await expect(reserve(store, 'EXPLOREWITHUS25', 'other')).rejects.toThrow('Coupon code limit exceeded');
    await store.transaction((tx) => releaseCoupon(tx, 'late'));
    await store.transaction((tx) => releaseCoupon(tx, 'late'));
    expect(await check(store, 'EXPLOREWITHUS25')).toEqual({ message: 'Coupon code is valid', percent: 25 });

    await store.transaction((tx) => spendCoupon(tx, 'late'));
    expect(await check(store, 'EXPLOREWITHUS25')).toEqual([
      'COUPON_LIMIT_EXCEEDED',
      'Coupon code limit exceeded',
    ]);
    // Spent is final: neither an expiry nor a second payment moves it.
    await store.transaction((tx) => releaseCoupon(tx, 'late'));
    await store.transaction((tx) => spendCoupon(tx, 'late'));
    expect(await store.collection('coupon_uses').findOne({ _id: 'EXPLOREWITHUS25' })).toMatchObject({
      used: 1,
    });
  });
});

describe('each code’s uses and each order’s hold apart', () => {
  const usesOf = async (store: Store, code: string) =>
    (await store.collection('coupon_uses').findOne({ _id: code }))?.used;
  const release = (store: Store, orderId: string) => store.transaction((tx) => releaseCoupon(tx, orderId));
  const spend = (store: Store, orderId: string) => store.transaction((tx) => spendCoupon(tx, orderId));

  it('counts each code’s uses apart: one code used up leaves the other valid', async () => {
    const store = new NedbStore(null);
    for (const id of ['a', 'b', 'c']) await reserve(store, 'EXPLOREWITHUS20', id);
    expect(await check(store, 'EXPLOREWITHUS20')).toEqual([
      'COUPON_LIMIT_EXCEEDED',
      'Coupon code limit exceeded',
    ]);
    expect(await check(store, 'EXPLOREWITHUS25')).toEqual({ message: 'Coupon code is valid', percent: 25 });
  });

  it('gives an expired order’s use back to its own code, whichever code it is', async () => {
    const store = new NedbStore(null);
    await reserve(store, 'EXPLOREWITHUS20', 'twenty-1');
    await reserve(store, 'EXPLOREWITHUS25', 'quarter-1');
    await release(store, 'quarter-1');
    expect([await usesOf(store, 'EXPLOREWITHUS20'), await usesOf(store, 'EXPLOREWITHUS25')]).toEqual([1, 0]);

    await reserve(store, 'EXPLOREWITHUS25', 'quarter-2');
    await reserve(store, 'EXPLOREWITHUS20', 'twenty-2');
    await release(store, 'twenty-1');
    expect([await usesOf(store, 'EXPLOREWITHUS20'), await usesOf(store, 'EXPLOREWITHUS25')]).toEqual([1, 1]);
  });

  it('takes a use again for its own code when an expired order is paid after all', async () => {
    const store = new NedbStore(null);
    await reserve(store, 'EXPLOREWITHUS20', 'twenty');
    await reserve(store, 'EXPLOREWITHUS25', 'late');
    await release(store, 'late');
    await spend(store, 'late');
    expect([await usesOf(store, 'EXPLOREWITHUS20'), await usesOf(store, 'EXPLOREWITHUS25')]).toEqual([1, 1]);
  });

  it('spends the paid order’s hold only: another order expiring still gives its use back, the paid one never', async () => {
    const store = new NedbStore(null);
    await reserve(store, 'EXPLOREWITHUS20', 'a-unpaid');
    await reserve(store, 'EXPLOREWITHUS20', 'b-paid');
    await spend(store, 'b-paid');
    await release(store, 'a-unpaid');
    expect(await usesOf(store, 'EXPLOREWITHUS20')).toBe(1);
    await release(store, 'b-paid');
    expect(await usesOf(store, 'EXPLOREWITHUS20')).toBe(1);
  });
});
