import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { counted, hit, LIMITS, type Limit, record, release, reset, slowdownMs } from './rate-limit.js';

/** Each test counts its own keys: one product serves them all. */
const product = useProduct({ shared: true });

const twoPerMinute: Limit = { name: 'test:two', max: 2, windowMs: 60_000 };
// Tomorrow at a whole minute: windows the store's expiry (real time) has not removed yet.
const BASE = Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000;
const at = (ms: number) => new Date(BASE + ms);

describe('rate limits', () => {
  it('allow exactly `max` attempts in a window, then say how long to wait, in minutes', async () => {
    const h = await product();
    const store = h.platform.store;
    const check = [{ limit: twoPerMinute, key: 'Asha@Example.com' }];
    await hit(store, check, at(0));
    await hit(store, check, at(1_000));
    // The key is counted whatever its case.
    await expect(hit(store, [{ limit: twoPerMinute, key: 'asha@example.com' }], at(2_000))).rejects.toThrow(
      'Too many attempts. Please try again in 1 minute.',
    );
    expect(await counted(store, twoPerMinute, 'asha@example.com', at(2_000))).toBe(3);

    const hour: Limit = { name: 'test:hour', max: 1, windowMs: 60 * 60_000 };
    await hit(store, [{ limit: hour, key: 'k' }], at(0));
    // 60 minutes less 90 seconds: rounded up to whole minutes.
    await expect(hit(store, [{ limit: hour, key: 'k' }], at(90_000))).rejects.toThrow(
      'Too many attempts. Please try again in 59 minutes.',
    );
  });

  it('start a new window once the last one has ended', async () => {
    const h = await product();
    const store = h.platform.store;
    const check = [{ limit: twoPerMinute, key: 'ip' }];
    await hit(store, check, at(0));
    await hit(store, check, at(0));
    await expect(hit(store, check, at(59_999))).rejects.toThrow(/Too many attempts/);
    await hit(store, check, at(60_000));
    expect(await counted(store, twoPerMinute, 'ip', at(60_000))).toBe(1);
    expect(await counted(store, twoPerMinute, 'ip', at(120_000))).toBe(0);
  });

  it('give back, record and reset attempts', async () => {
    const h = await product();
    const store = h.platform.store;
    const now = new Date();
    await record(store, twoPerMinute, 'acct', now);
    await record(store, twoPerMinute, 'acct', now);
    await record(store, twoPerMinute, 'acct', now);
    expect(await counted(store, twoPerMinute, 'acct', now)).toBe(3);
    await release(store, twoPerMinute, 'acct');
    expect(await counted(store, twoPerMinute, 'acct', now)).toBe(2);
    // Another key's and another limit's counts, kept apart from this key's.
    await record(store, twoPerMinute, 'other', now);
    await record(store, { ...twoPerMinute, name: 'test:other' }, 'acct', now);
    await reset(store, twoPerMinute, 'acct');
    expect(await counted(store, twoPerMinute, 'acct', now)).toBe(0);
    expect(await counted(store, twoPerMinute, 'other', now)).toBe(1);
    expect(await counted(store, { ...twoPerMinute, name: 'test:other' }, 'acct', now)).toBe(1);
    // Nothing to give back: the count never goes below zero.
    await record(store, twoPerMinute, 'acct', now);
    await release(store, twoPerMinute, 'acct');
    await release(store, twoPerMinute, 'acct');
    await record(store, twoPerMinute, 'acct', now);
    expect(await counted(store, twoPerMinute, 'acct', now)).toBe(1);
  });

  it('slow attempts past a never-refusing limit by a quarter second each, up to five seconds', () => {
    const limit = LIMITS.otpCheckAccount;
    expect(slowdownMs(limit, 0)).toBe(0);
    expect(slowdownMs(limit, limit.max)).toBe(0);
    expect(slowdownMs(limit, limit.max + 1)).toBe(250);
    expect(slowdownMs(limit, limit.max + 4)).toBe(1000);
    expect(slowdownMs(limit, limit.max * 100)).toBe(5000);
  });
});
