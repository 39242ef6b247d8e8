import { NedbStore, type Store } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors.js';
import { checkCoupon, couponRules, releaseCoupon, reserveCoupon, spendCoupon } from './coupons.js';

const rules = couponRules({
  COUPON_LIMIT_EXPLOREWITHUS20: 3,
  COUPON_LIMIT_EXPLOREWITHUS25: 1,
  COUPON_SPECIAL_CODE: 'Staff90Q4ZK8M2X7W',
});
const SPECIAL = 'STAFF90Q4ZK8M2X7W';

const codeOf = (error: unknown) => (error instanceof AppError ? [error.appCode, error.message] : error);
/** Reserves for the order's own buyer unless one is named: most tests hold one order per buyer. */
const reserve = (store: Store, code: string, orderId: string, buyer = `buyer-of-${orderId}`) =>
  store.transaction((tx) => reserveCoupon(tx, rules, code, orderId, buyer));
const check = (store: Store, code: string) => checkCoupon(store, rules, code).catch(codeOf);

describe('coupons', () => {
  it('answers each code with its percent, and a code it does not know as the spec words it', async () => {
    const store = new NedbStore(null);
    expect(await check(store, 'EXPLOREWITHUS20')).toEqual({ message: 'Coupon code is valid', percent: 20 });
    expect(await check(store, ' explorewithus25 ')).toEqual({ message: 'Coupon code is valid', percent: 25 });
    expect(await check(store, SPECIAL.toLowerCase())).toEqual({
      message: 'Coupon code is valid',
      percent: 90,
    });
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
    for (const id of orders) expect(await reserve(store, SPECIAL, `staff-${id}`)).toBe(90);
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

describe('one reservation per buyer and code (issue 22)', () => {
  const usesOf = async (store: Store, code: string) =>
    (await store.collection('coupon_uses').findOne({ _id: code }))?.used;
  const stateOf = async (store: Store, orderId: string) =>
    (await store.collection('coupon_holds').findOne({ _id: orderId }))?.state;
  const spend = (store: Store, orderId: string) => store.transaction((tx) => spendCoupon(tx, orderId));

  it('releases a buyer’s older reservation when their newer order takes the code: they never hold two', async () => {
    const store = new NedbStore(null);
    for (const id of ['ana-1', 'ana-2', 'ana-3']) await reserve(store, 'EXPLOREWITHUS20', id, 'ana');
    expect(await usesOf(store, 'EXPLOREWITHUS20')).toBe(1);
    expect([
      await stateOf(store, 'ana-1'),
      await stateOf(store, 'ana-2'),
      await stateOf(store, 'ana-3'),
    ]).toEqual(['released', 'released', 'reserved']);
    // Others still find the uses Ana did not keep.
    await reserve(store, 'EXPLOREWITHUS20', 'ben-1', 'ben');
    await reserve(store, 'EXPLOREWITHUS20', 'cai-1', 'cai');
    expect(await usesOf(store, 'EXPLOREWITHUS20')).toBe(3);
    // Another code is held apart.
    await reserve(store, 'EXPLOREWITHUS25', 'ana-4', 'ana');
    expect(await stateOf(store, 'ana-3')).toBe('reserved');
  });

  it('keeps one reservation of a buyer whose orders race for the code', async () => {
    const store = new NedbStore(null);
    const ids = Array.from({ length: 6 }, (_, i) => `ana-${i}`);
    await Promise.all(ids.map((id) => reserve(store, 'EXPLOREWITHUS20', id, 'ana')));
    const states = await Promise.all(ids.map((id) => stateOf(store, id)));
    expect(states.filter((x) => x === 'reserved')).toHaveLength(1);
    expect(await usesOf(store, 'EXPLOREWITHUS20')).toBe(1);
  });

  it('lets a buyer replace their reservation even when the code has no use left for anyone else', async () => {
    const store = new NedbStore(null);
    await reserve(store, 'EXPLOREWITHUS25', 'ana-1', 'ana');
    await expect(reserve(store, 'EXPLOREWITHUS25', 'ben-1', 'ben')).rejects.toThrow(
      'Coupon code limit exceeded',
    );
    // The check says so to Ana, who holds the use, and to nobody else.
    expect(await checkCoupon(store, rules, 'EXPLOREWITHUS25', 'ana')).toMatchObject({ percent: 25 });
    expect(await checkCoupon(store, rules, 'EXPLOREWITHUS25', 'ben').catch(codeOf)).toEqual([
      'COUPON_LIMIT_EXCEEDED',
      'Coupon code limit exceeded',
    ]);
    expect(await reserve(store, 'EXPLOREWITHUS25', 'ana-2', 'ana')).toBe(25);
    expect(await usesOf(store, 'EXPLOREWITHUS25')).toBe(1);
  });

  it('takes a use for a replaced order paid after all while one is left, and refuses past the limit', async () => {
    const store = new NedbStore(null);
    await reserve(store, 'EXPLOREWITHUS25', 'ana-1', 'ana');
    await reserve(store, 'EXPLOREWITHUS25', 'ana-2', 'ana');
    // The limit (1) is held by ana-2: paying ana-1 cannot take another use.
    expect(await spend(store, 'ana-1')).toBe(
      'coupon EXPLOREWITHUS25 has no use left for an order whose reservation lapsed',
    );
    expect(await stateOf(store, 'ana-1')).toBe('released');
    expect(await usesOf(store, 'EXPLOREWITHUS25')).toBe(1);
    // Paying ana-2 spends its own reservation.
    expect(await spend(store, 'ana-2')).toBeNull();
    expect(await usesOf(store, 'EXPLOREWITHUS25')).toBe(1);
  });

  it('refuses a late payment once the uses given back went to others, and takes one while any is left', async () => {
    const store = new NedbStore(null);
    await reserve(store, 'EXPLOREWITHUS20', 'late-1');
    await reserve(store, 'EXPLOREWITHUS20', 'late-2');
    await store.transaction((tx) => releaseCoupon(tx, 'late-1'));
    await store.transaction((tx) => releaseCoupon(tx, 'late-2'));
    await reserve(store, 'EXPLOREWITHUS20', 'other-1');
    await reserve(store, 'EXPLOREWITHUS20', 'other-2');
    expect(await spend(store, 'late-1')).toBeNull();
    expect(await usesOf(store, 'EXPLOREWITHUS20')).toBe(3);
    expect(await spend(store, 'late-2')).toMatch(/no use left/);
    expect(await usesOf(store, 'EXPLOREWITHUS20')).toBe(3);
    // A repeated credit of the paid one changes nothing.
    expect(await spend(store, 'late-1')).toBeNull();
    expect(await usesOf(store, 'EXPLOREWITHUS20')).toBe(3);
  });

  it('always takes the special code, which has no limit, for a replaced order paid after all', async () => {
    const store = new NedbStore(null);
    await reserve(store, SPECIAL, 'ana-1', 'ana');
    await reserve(store, SPECIAL, 'ana-2', 'ana');
    expect(await spend(store, 'ana-1')).toBeNull();
    expect(await stateOf(store, 'ana-1')).toBe('spent');
  });
});
