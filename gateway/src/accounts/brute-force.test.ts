/**
 * Guessing: wrong passwords lock out the guesser, never the owner, and parallel OTP guesses are
 * each counted before they are weighed.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { latestOtp, signUp } from '../../test/http.js';
import { loginDelayMs } from './log-in.js';

let h: Harness;
const startProduct = useProduct();

const logInFrom = async (ip: string, password: string) => {
  const res = await h.app.request('/api/logIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ logInEmail: 'asha@example.com', logInPassword: password }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string } };
};

describe('wrong passwords', () => {
  it("lock out the guesser's address after ten, never the owner elsewhere", async () => {
    h = await startProduct({ env: { TRUST_PROXY: 'true' } });
    await signUp(h, 'asha@example.com');
    for (let i = 0; i < 10; i++) expect((await logInFrom('198.51.100.66', 'Wrong#1234')).status).toBe(401);
    expect(await logInFrom('198.51.100.66', 'Wrong#1234')).toMatchObject({ status: 429 });
    expect(await logInFrom('198.51.100.66', 'Secret#123')).toMatchObject({ status: 429 });
    expect((await logInFrom('203.0.113.20', 'Secret#123')).status).toBe(200);
  });

  it('count failures only: successful logins never add up to a lock-out', async () => {
    h = await startProduct({ env: { TRUST_PROXY: 'true' } });
    await signUp(h, 'asha@example.com');
    for (let i = 0; i < 12; i++) expect((await logInFrom('203.0.113.20', 'Secret#123')).status).toBe(200);
  });

  it('start afresh after a success: nine wrong, one right, nine wrong again all answer', async () => {
    h = await startProduct({ env: { TRUST_PROXY: 'true' } });
    await signUp(h, 'asha@example.com');
    for (let i = 0; i < 9; i++) expect((await logInFrom('203.0.113.20', 'Wrong#1234')).status).toBe(401);
    expect((await logInFrom('203.0.113.20', 'Secret#123')).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await logInFrom('203.0.113.20', 'Wrong#1234')).status).toBe(401);
    expect((await logInFrom('203.0.113.20', 'Secret#123')).status).toBe(200);
  });

  it('from many addresses slow further tries on the account, up to five seconds, rather than refuse them', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(10)).toBe(0);
    expect(loginDelayMs(11)).toBe(250);
    expect(loginDelayMs(14)).toBe(1000);
    expect(loginDelayMs(1000)).toBe(5000);
  });

  it('from many addresses still let the owner in', async () => {
    h = await startProduct({ env: { TRUST_PROXY: 'true' } });
    await signUp(h, 'asha@example.com');
    for (let i = 0; i < 11; i++) expect((await logInFrom(`198.51.100.${i}`, 'Wrong#1234')).status).toBe(401);
    expect((await logInFrom('203.0.113.20', 'Secret#123')).status).toBe(200);
  });
});

describe('one-time codes', () => {
  const send = () =>
    h.app.request('/api/verifyAccountExistAndSendingOTP', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signUpEmail: 'asha@example.com', signUpPassword: 'Secret#123' }),
    });
  const create = async (otp: string) => {
    const res = await h.app.request('/api/createAccount', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signUpEmail: 'asha@example.com', signUpPassword: 'Secret#123', otp }),
    });
    return { status: res.status, body: (await res.json()) as { code?: string } };
  };

  it('count six parallel wrong guesses against the limit of five: at most five are weighed', async () => {
    h = await startProduct();
    expect((await send()).status).toBe(200);
    const otp = await latestOtp(h, 'asha@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(wrong)));
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes.filter((c) => c === 'OTP_INCORRECT')).toHaveLength(4);
    expect(codes.filter((c) => c === 'OTP_EXHAUSTED')).toHaveLength(2);
    expect((await create(otp)).body.code).toBe('OTP_EXHAUSTED');
  });

  it('keep the minute between codes even after one was voided', async () => {
    h = await startProduct();
    expect((await send()).status).toBe(200);
    const otp = await latestOtp(h, 'asha@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await create(wrong);
    const again = await send();
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ code: 'OTP_TOO_SOON' });
  });

  it('send one code for parallel requests', async () => {
    h = await startProduct();
    const statuses = (await Promise.all(Array.from({ length: 4 }, () => send()))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 429, 429, 429]);
  });
});
