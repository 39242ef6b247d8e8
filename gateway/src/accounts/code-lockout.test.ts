/**
 * Requests and guesses about someone else's e-mail hold back the address they come from, never
 * the owner (regression: seven reset requests from one address, or ten wrong checks from anywhere,
 * locked the owner out), while a code still cannot be guessed from many addresses.
 */
import { MESSAGES, OTP_RULES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { forgetOtpSpacing, latestOtp, type Reply, signUp } from '../../test/http.js';
import { LIMITS } from '../security/rate-limit.js';

const startProduct = useProduct();
const OWNER = 'asha@example.com';
const OWNER_IP = '203.0.113.20';
const ATTACKER_IP = '198.51.100.66';

/** A JSON post from `ip`, as the trusted proxy in front names it. */
async function postFrom(h: Harness, ip: string, path: string, body: unknown): Promise<Reply> {
  const res = await h.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Reply['body'],
    cookies: res.headers.getSetCookie(),
  };
}

const askReset = (h: Harness, ip: string) =>
  postFrom(h, ip, '/api/verifyAccountExistAndSendingOTPForForgotPassword', { forgotEmail: OWNER });
const reset = (h: Harness, ip: string, otp: string) =>
  postFrom(h, ip, '/api/ForgotPassword', { forgotEmailSaved: OWNER, newPassword: 'NewPass#99', otp });
const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000');

async function withOwner(): Promise<Harness> {
  const h = await startProduct({ env: { TRUST_PROXY: 'true' } });
  await signUp(h, OWNER);
  return h;
}

/** `count` requests to mail a code, each as soon as the last code allows. */
async function asks(h: Harness, ip: string, count: number, ask = askReset): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    await forgetOtpSpacing(h);
    statuses.push((await ask(h, ip)).status);
  }
  return statuses;
}

describe('code requests for someone else’s e-mail', () => {
  it('hold back the asking address after five an hour, while the owner still gets a reset code and uses it', async () => {
    const h = await withOwner();
    expect(await asks(h, ATTACKER_IP, 7)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    await forgetOtpSpacing(h);
    expect(await askReset(h, OWNER_IP)).toMatchObject({
      status: 200,
      body: { message: MESSAGES.otpSentReset },
    });
    expect(await reset(h, OWNER_IP, await latestOtp(h, OWNER))).toMatchObject({
      status: 200,
      body: { message: MESSAGES.passwordReset },
    });
  });

  it('hold back the asking address for a sign-up code too, never the one signing up', async () => {
    const h = await startProduct({ env: { TRUST_PROXY: 'true' } });
    const askSignUp = (h: Harness, ip: string) =>
      postFrom(h, ip, '/api/verifyAccountExistAndSendingOTP', {
        signUpEmail: OWNER,
        signUpPassword: 'Secret#123',
      });
    expect(await asks(h, ATTACKER_IP, 7, askSignUp)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await asks(h, OWNER_IP, 1, askSignUp)).toEqual([200]);
    const created = await postFrom(h, OWNER_IP, '/api/createAccount', {
      signUpEmail: OWNER,
      signUpPassword: 'Secret#123',
      otp: await latestOtp(h, OWNER),
    });
    expect(created).toMatchObject({ status: 200, body: { message: MESSAGES.accountCreated } });
  });

  it('stop at the account’s ceiling of codes mailed, counting only codes that went out', async () => {
    const h = await withOwner();
    // Asked too soon after the last code: nothing mailed, so nothing counted against the account.
    expect((await askReset(h, OWNER_IP)).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await askReset(h, `198.51.100.${i}`)).body.code).toBe('OTP_TOO_SOON');
    // Mailed so far: the sign-up code and that first reset code.
    const left = LIMITS.otpSendAccount.max - 2;
    const perAddress = LIMITS.otpSendAccountIp.max;
    const mailed = [];
    for (let a = 0; a < Math.ceil(left / perAddress); a++)
      mailed.push(...(await asks(h, `192.0.2.${a}`, perAddress)));
    expect(mailed.filter((status) => status === 200)).toHaveLength(left);
    expect(await asks(h, '192.0.2.200', 1)).toEqual([429]);
  });
});

describe('wrong code checks for someone else’s e-mail', () => {
  it('hold back the guessing address after ten, never the owner’s right code', async () => {
    const h = await withOwner();
    const guesses: number[] = [];
    for (let i = 0; i <= LIMITS.otpCheckAccountIp.max; i++)
      guesses.push((await reset(h, ATTACKER_IP, '123456')).status);
    expect(guesses).toEqual([...Array(LIMITS.otpCheckAccountIp.max).fill(400), 429]);
    await askReset(h, OWNER_IP);
    expect(await reset(h, OWNER_IP, await latestOtp(h, OWNER))).toMatchObject({ status: 200 });
  });

  it('from many addresses, past the account’s ceiling, slow the owner’s right code but never refuse it', async () => {
    const h = await withOwner();
    const perAddress = LIMITS.otpCheckAccountIp.max;
    for (let i = 0; i < LIMITS.otpCheckAccount.max + 2; i++)
      expect((await reset(h, `198.51.100.${Math.floor(i / perAddress)}`, '123456')).status).toBe(400);
    await askReset(h, OWNER_IP);
    expect(await reset(h, OWNER_IP, await latestOtp(h, OWNER))).toMatchObject({ status: 200 });
  });

  it('cannot guess a code from many addresses: it is void after five wrong tries in all, and the owner asks for another', async () => {
    const h = await withOwner();
    await askReset(h, OWNER_IP);
    const otp = await latestOtp(h, OWNER);
    const answers = [];
    for (let i = 0; i < OTP_RULES.maxWrongTries; i++)
      answers.push((await reset(h, `198.51.100.${i}`, wrongFor(otp))).body.code);
    // The wrong try that takes the last attempt voids the code.
    expect(answers).toEqual([...Array(OTP_RULES.maxWrongTries - 1).fill('OTP_INCORRECT'), 'OTP_EXHAUSTED']);
    expect((await reset(h, '198.51.100.99', otp)).body.code).toBe('OTP_EXHAUSTED');
    expect((await reset(h, OWNER_IP, otp)).body.code).toBe('OTP_EXHAUSTED');
    expect(await asks(h, OWNER_IP, 1)).toEqual([200]);
    expect(await reset(h, OWNER_IP, await latestOtp(h, OWNER))).toMatchObject({ status: 200 });
  });
});
