/**
 * One-time codes on their own, on an in-memory store and a clock the test holds: the re-sending
 * spacing, expiry, wrong tries, and each e-mail's code being its own.
 */
import { MESSAGES, OTP_RULES } from '@app/contracts';
import { NedbStore, type Store } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors.js';
import { consumeOtp, ensureOtpIndexes, issueOtp } from './otp.js';

const ASHA = 'asha@example.com';
const RAVI = 'ravi@example.com';

/** Near the real time: the store forgets codes by the real clock an hour after they expire. */
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const at = (ms: number) => new Date(T0.getTime() + ms);
const TTL_MS = OTP_RULES.ttlMinutes * 60_000;

async function otpStore(): Promise<Store> {
  const store = new NedbStore(null);
  await ensureOtpIndexes(store);
  return store;
}

/** What a refusal tells the caller: its kind (the HTTP status), its stable code and its message. */
const refusal = (error: unknown) =>
  error instanceof AppError ? { kind: error.code, code: error.appCode, message: error.message } : error;

const issue = (store: Store, owner: string, now = T0) =>
  issueOtp(store, 'signup', owner, undefined, now).catch((error: unknown) => {
    throw refusal(error);
  });
const check = (store: Store, owner: string, code: string, now = T0) =>
  consumeOtp(store, 'signup', owner, code, undefined, now).then(
    () => 'accepted',
    (error: unknown) => refusal(error),
  );
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

const pleaseWait = (seconds: number) => ({
  kind: 'TOO_MANY_REQUESTS',
  code: 'OTP_TOO_SOON',
  message: `Please wait ${seconds} seconds before requesting another OTP.`,
});
const incorrect = { kind: 'BAD_REQUEST', code: 'OTP_INCORRECT', message: MESSAGES.otpIncorrect };
const expired = { kind: 'BAD_REQUEST', code: 'OTP_EXPIRED', message: MESSAGES.otpExpired };
const exhausted = { kind: 'BAD_REQUEST', code: 'OTP_EXHAUSTED', message: MESSAGES.otpExhausted };
const missing = { kind: 'BAD_REQUEST', code: 'OTP_MISSING', message: MESSAGES.otpMissing };

describe('re-sending a code', () => {
  it('refuses another code within the minute, telling how many seconds are left', async () => {
    const store = await otpStore();
    await issue(store, ASHA);
    const spacing = OTP_RULES.resendAfterSeconds;
    await expect(issue(store, ASHA, at(15_000))).rejects.toEqual(pleaseWait(spacing - 15));
    await expect(issue(store, ASHA, at(200))).rejects.toEqual(pleaseWait(spacing));
    // Part of a second left still counts as a whole one.
    await expect(issue(store, ASHA, at(spacing * 1000 - 500))).rejects.toEqual(pleaseWait(1));
    const next = await issue(store, ASHA, at(spacing * 1000));
    expect(await check(store, ASHA, next, at(spacing * 1000))).toBe('accepted');
  });

  it('sends one code to requests that race: the others wait the whole minute', async () => {
    const store = await otpStore();
    const results = await Promise.allSettled([issue(store, ASHA), issue(store, ASHA), issue(store, ASHA)]);
    const sent = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(sent).toHaveLength(1);
    expect(refused).toEqual([
      pleaseWait(OTP_RULES.resendAfterSeconds),
      pleaseWait(OTP_RULES.resendAfterSeconds),
    ]);
    expect(await check(store, ASHA, sent[0] ?? '')).toBe('accepted');
  });

  it('passes on a store failure while sending instead of calling it a re-send', async () => {
    const store = await otpStore();
    const failing: Store = Object.create(store, {
      collection: {
        value: (name: string) => ({
          ...store.collection(name),
          insertOne: () => Promise.reject(new Error('disk full')),
        }),
      },
    });
    await expect(issueOtp(failing, 'signup', ASHA, undefined, T0)).rejects.toThrow('disk full');
  });

  it('sends a code to one e-mail without waiting on another’s, and each code is only its own', async () => {
    const store = await otpStore();
    const asha = await issue(store, ASHA);
    const ravi = await issue(store, RAVI, at(1000));
    if (asha !== ravi) expect(await check(store, RAVI, asha, at(2000))).toEqual(incorrect);
    expect(await check(store, RAVI, ravi, at(2000))).toBe('accepted');
    expect(await check(store, ASHA, asha, at(2000))).toBe('accepted');
  });

  it('forgets a code an hour after it expired', async () => {
    const store = await otpStore();
    const longAgo = new Date(Date.now() - TTL_MS - 3600_000 - 60_000);
    const code = await issue(store, ASHA, longAgo);
    expect(await store.collection('otps').count({})).toBe(0);
    expect(await check(store, ASHA, code, new Date())).toEqual(missing);
  });
});

describe('checking a code', () => {
  it('accepts a code until the moment it expires, and from that moment answers that it expired', async () => {
    const store = await otpStore();
    const early = await issue(store, ASHA);
    expect(await check(store, ASHA, early, at(TTL_MS - 1))).toBe('accepted');
    const late = await issue(store, RAVI);
    expect(await check(store, RAVI, late, at(TTL_MS))).toEqual(expired);
  });

  it('asks for a code first when the e-mail has none, whoever else has one', async () => {
    const store = await otpStore();
    await issue(store, ASHA);
    expect(await check(store, RAVI, '123456')).toEqual(missing);
  });

  it('voids a code at the fifth wrong try, and then answers every try, even the right one, that it is spent', async () => {
    const store = await otpStore();
    const code = await issue(store, ASHA);
    for (let i = 1; i < OTP_RULES.maxWrongTries; i++)
      expect(await check(store, ASHA, wrongFor(code))).toEqual(incorrect);
    expect(await check(store, ASHA, wrongFor(code))).toEqual(exhausted);
    expect(await check(store, ASHA, code)).toEqual(exhausted);
  });

  it('uses a right code once, even when it is sent twice at the same moment', async () => {
    const store = await otpStore();
    const code = await issue(store, ASHA);
    const answers = await Promise.all([check(store, ASHA, code), check(store, ASHA, code)]);
    expect(answers.sort()).toEqual(['accepted', missing].sort());
  });

  // Each runs both ways round, so that neither e-mail's code is first in the store by chance.
  describe.each([
    [ASHA, RAVI],
    [RAVI, ASHA],
  ])('when %s and %s both have codes', (first, second) => {
    it(`using ${first}’s code leaves ${second}’s usable`, async () => {
      const store = await otpStore();
      const mine = await issue(store, first);
      const theirs = await issue(store, second);
      expect(await check(store, first, mine)).toBe('accepted');
      expect(await check(store, second, theirs)).toBe('accepted');
    });

    it(`an expired check of ${first}’s code leaves ${second}’s usable`, async () => {
      const store = await otpStore();
      const mine = await issue(store, first);
      const theirs = await issue(store, second, at(TTL_MS / 2));
      expect(await check(store, first, mine, at(TTL_MS))).toEqual(expired);
      expect(await check(store, second, theirs, at(TTL_MS))).toBe('accepted');
    });

    it(`five wrong tries on ${first}’s code leave ${second}’s usable`, async () => {
      const store = await otpStore();
      const mine = await issue(store, first);
      const theirs = await issue(store, second);
      for (let i = 0; i < OTP_RULES.maxWrongTries; i++) await check(store, first, wrongFor(mine));
      expect(await check(store, first, mine)).toEqual(exhausted);
      expect(await check(store, second, theirs)).toBe('accepted');
    });
  });
});
