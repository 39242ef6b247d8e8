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
