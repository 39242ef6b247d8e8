/**
 * Password hashes are few at a time; wrong passwords flooded from two addresses, each within its
 * limits, must not hold up someone else's log-in (regression: 20 of them delayed a real log-in to
 * 23.5 s), and nothing past a limit is hashed at all.
 */
import { describe, expect, it, vi } from 'vitest';
import { hashingLoad } from '../../src/accounts/passwords.js';
import { LIMITS } from '../../src/security/rate-limit.js';
import { type Harness, useProduct } from '../harness.js';
import { latestOtp, signUp } from '../http.js';

const startProduct = useProduct();
const OWNER = 'asha@example.com';

async function postFrom(h: Harness, ip: string, path: string, body: unknown): Promise<number> {
  const res = await h.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

const logIn = (h: Harness, ip: string, password: string) =>
  postFrom(h, ip, '/api/logIn', { logInEmail: OWNER, logInPassword: password });

describe('password hashing under a flood', () => {
  it('answers the owner’s log-in among the first, however many wrong passwords two addresses queued before it', async () => {
    // The production cost: each hash outlasts the flood's way to the queue (rate limits written
    // first) and the owner's way on after its hash (a session is made), on a loaded machine too.
    const h = await startProduct({
      env: { TRUST_PROXY: 'true', SCRYPT_LOG2_N: '17', SEED_DEMO_DATA: 'false' },
    });
    await signUp(h, OWNER);
    const answered: string[] = [];
    const track = (name: string, status: Promise<number>) =>
      status.then((code) => {
        answered.push(name);
        return code;
      });
    const perAddress = LIMITS.loginAccountIp.max;
    const startedBefore = hashingLoad().started;
    const flood = ['198.51.100.1', '198.51.100.2'].flatMap((ip) =>
      Array.from({ length: perAddress }, (_, i) => track(`${ip}#${i}`, logIn(h, ip, 'Wrong#1234'))),
    );
    // The owner comes once the whole flood is hashing or waiting for it.
    await vi.waitFor(
      () => {
        const load = hashingLoad();
        expect(load.started - startedBefore + load.waiting).toBe(2 * perAddress);
      },
      { interval: 1, timeout: 30_000 },
    );
    const queued = hashingLoad().waiting;
    const answeredBefore = answered.length;
    const owner = track('owner', logIn(h, '203.0.113.20', 'Secret#123'));
    expect(await owner).toBe(200);
    expect(await Promise.all(flood)).toEqual(Array(2 * perAddress).fill(401));
    // One shared line would answer the owner after every hash queued before it (at least half the
    // flood, as it still waited); fair turns after the two running and one from each flooding
    // address, and a few more answered while the owner's session is made.
    expect(queued, 'the flood still waiting when the owner came').toBeGreaterThanOrEqual(perAddress);
    const overtaken = answered.indexOf('owner') - answeredBefore;
    expect(overtaken, `answered in order: ${answered.join(', ')}`).toBeLessThan(perAddress - 2);
  });
});

describe('nothing past a limit is hashed', () => {
  it('a log-in refused for too many wrong passwords runs no hash', async () => {
    const h = await startProduct({ env: { TRUST_PROXY: 'true', SEED_DEMO_DATA: 'false' } });
    await signUp(h, OWNER);
    for (let i = 0; i < LIMITS.loginAccountIp.max; i++)
      expect(await logIn(h, '198.51.100.1', 'Wrong#1234')).toBe(401);
    const before = hashingLoad().started;
    expect(await logIn(h, '198.51.100.1', 'Secret#123')).toBe(429);
    expect(hashingLoad().started).toBe(before);
  });

  it('a sign-up or a new password with a wrong or refused code runs no hash', async () => {
    const h = await startProduct({ env: { TRUST_PROXY: 'true', SEED_DEMO_DATA: 'false' } });
    await signUp(h, OWNER);
    await postFrom(h, '203.0.113.20', '/api/verifyAccountExistAndSendingOTPForForgotPassword', {
      forgotEmail: OWNER,
    });
    const otp = await latestOtp(h, OWNER);
    const wrong = otp === '000000' ? '111111' : '000000';
    const before = hashingLoad().started;
    const newPassword = (ip: string, code: string) =>
      postFrom(h, ip, '/api/ForgotPassword', {
        forgotEmailSaved: OWNER,
        newPassword: 'NewPass#99',
        otp: code,
      });
    expect(await newPassword('198.51.100.1', wrong)).toBe(400);
    for (let i = 1; i < LIMITS.otpCheckAccountIp.max; i++) await newPassword('198.51.100.1', wrong);
    expect(await newPassword('198.51.100.1', otp)).toBe(429);
    expect(
      await postFrom(h, '198.51.100.1', '/api/createAccount', {
        signUpEmail: 'new@example.com',
        signUpPassword: 'Secret#123',
        otp: wrong,
      }),
    ).toBe(400);
    expect(hashingLoad().started).toBe(before);
  });
});
