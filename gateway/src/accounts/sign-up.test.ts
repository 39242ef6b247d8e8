import { MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { cookieOf, forgetOtpSpacing, latestOtp, post } from '../../test/http.js';

let h: Harness;
const startProduct = useProduct();

const send = (email: string, password = 'Secret#123') =>
  post(h, '/api/verifyAccountExistAndSendingOTP', { signUpEmail: email, signUpPassword: password });
const create = (email: string, otp: string, password = 'Secret#123') =>
  post(h, '/api/createAccount', { signUpEmail: email, signUpPassword: password, otp });

describe('POST /api/verifyAccountExistAndSendingOTP', () => {
  it('e-mails a 6-digit OTP and answers that it was sent, without the OTP', async () => {
    h = await startProduct();
    const res = await send('asha@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'OTP sent successfully' });
    const otp = await latestOtp(h, 'asha@example.com');
    expect(otp).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(otp);
  });

  it('stores the OTP hashed, never as sent', async () => {
    h = await startProduct();
    await send('asha@example.com');
    const otp = await latestOtp(h, 'asha@example.com');
    const stored = await h.platform.store.collection('otps').find({});
    expect(JSON.stringify(stored)).not.toContain(otp);
  });

  it.each([
    [{ signUpEmail: 'nope', signUpPassword: 'Secret#123' }, 'Please enter a valid email address.'],
    [
      { signUpEmail: 'a@b.co', signUpPassword: 'short12' },
      'Password must be between 8 and 13 characters long.',
    ],
    [
      { signUpEmail: 'a@b.co', signUpPassword: '12345678901234' },
      'Password must be between 8 and 13 characters long.',
    ],
    [{ signUpPassword: 'Secret#123' }, 'signUpEmail: This field is required.'],
    [{ signUpEmail: ['a@b.co'], signUpPassword: 'Secret#123' }, 'signUpEmail: Must be text.'],
    [
      { signUpEmail: `${'a'.repeat(300)}@b.co`, signUpPassword: 'Secret#123' },
      'signUpEmail: Must be at most 254 characters.',
    ],
  ])('answers 400 for %j with %j', async (body, message) => {
    h = await startProduct();
    const res = await post(h, '/api/verifyAccountExistAndSendingOTP', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'INVALID_INPUT' });
  });

  it('answers 400 for malformed JSON', async () => {
    h = await startProduct();
    const res = await post(h, '/api/verifyAccountExistAndSendingOTP', '{"signUpEmail":');
    expect(res).toMatchObject({ status: 400, body: { message: 'Request body must be valid JSON.' } });
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    h = await startProduct();
    await send('asha@example.com');
    await create('asha@example.com', await latestOtp(h, 'asha@example.com'));
    const res = await send('Asha@Example.com');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: MESSAGES.accountExists, code: 'ACCOUNT_EXISTS' });
  });

  it('throttles re-sending: a second code within a minute answers 429', async () => {
    h = await startProduct();
    await send('asha@example.com');
    const res = await send('asha@example.com');
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('OTP_TOO_SOON');
    expect(res.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
  });
});

describe('POST /api/createAccount', () => {
  it("creates the account with the e-mailed OTP: 'Account created successfully'", async () => {
    h = await startProduct();
    await send('asha@example.com');
    const res = await create('asha@example.com', await latestOtp(h, 'asha@example.com'));
    expect(res).toMatchObject({ status: 200, body: { message: 'Account created successfully' } });
    const login = await post(h, '/api/logIn', {
      logInEmail: 'asha@example.com',
      logInPassword: 'Secret#123',
    });
    expect(login.status).toBe(200);
  });

  it("answers 'Entered OTP is incorrect' for a wrong or malformed code", async () => {
    h = await startProduct();
    await send('asha@example.com');
    const otp = await latestOtp(h, 'asha@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(await create('asha@example.com', wrong)).toMatchObject({
      status: 400,
      body: { message: 'Entered OTP is incorrect' },
    });
    expect(await create('asha@example.com', '12ab')).toMatchObject({
      status: 400,
      body: { message: 'Entered OTP is incorrect' },
    });
  });

  it('refuses an expired OTP', async () => {
    h = await startProduct();
    await send('asha@example.com');
    const otp = await latestOtp(h, 'asha@example.com');
    await h.platform.store
      .collection('otps')
      .updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await create('asha@example.com', otp);
    expect(res).toMatchObject({
      status: 400,
      body: { message: MESSAGES.otpExpired, code: 'OTP_EXPIRED' },
    });
  });

  it('voids the OTP after five wrong tries, so even the right one then fails', async () => {
    h = await startProduct();
    await send('asha@example.com');
    const otp = await latestOtp(h, 'asha@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await create('asha@example.com', wrong)).body.message).toBe('Entered OTP is incorrect');
    const exhausted = { status: 400, body: { message: MESSAGES.otpExhausted, code: 'OTP_EXHAUSTED' } };
    expect(await create('asha@example.com', wrong)).toMatchObject(exhausted);
    expect(await create('asha@example.com', otp)).toMatchObject(exhausted);
  });

  it('creates one account when the same sign-up is sent twice at once: the other finds its code used', async () => {
    h = await startProduct();
    await send('asha@example.com');
    const otp = await latestOtp(h, 'asha@example.com');
    const answers = await Promise.all([create('asha@example.com', otp), create('asha@example.com', otp)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({
      message: MESSAGES.otpMissing,
      code: 'OTP_MISSING',
    });
    expect(await h.platform.store.collection('users').count({ email: 'asha@example.com' })).toBe(1);
  });

  it('asks for a code first when none was sent to the e-mail', async () => {
    h = await startProduct();
    expect(await create('asha@example.com', '123456')).toMatchObject({
      status: 400,
      body: { message: MESSAGES.otpMissing, code: 'OTP_MISSING' },
    });
  });

  it('uses an OTP once', async () => {
    h = await startProduct();
    await send('asha@example.com');
    const otp = await latestOtp(h, 'asha@example.com');
    expect((await create('asha@example.com', otp)).status).toBe(200);
    expect((await create('asha@example.com', otp)).status).toBe(400);
  });

  it('accepts only the newest code after a re-send', async () => {
    h = await startProduct();
    await send('asha@example.com');
    const first = await latestOtp(h, 'asha@example.com');
    await forgetOtpSpacing(h);
    await send('asha@example.com');
    const second = await latestOtp(h, 'asha@example.com');
    if (first !== second) expect((await create('asha@example.com', first)).status).toBe(400);
    expect((await create('asha@example.com', second)).status).toBe(200);
  });

  it('rate-limits OTP checks per account with 429 and a message', async () => {
    h = await startProduct();
    await send('asha@example.com');
    let last = await create('asha@example.com', '000001');
    for (let i = 0; i < 12 && last.status !== 429; i++) {
      await forgetOtpSpacing(h);
      await send('asha@example.com').catch(() => undefined);
      last = await create('asha@example.com', '000001');
    }
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('signs a new session cookie only at login, not at sign-up', async () => {
    h = await startProduct();
    await send('asha@example.com');
    const res = await create('asha@example.com', await latestOtp(h, 'asha@example.com'));
    expect(() => cookieOf(res.cookies)).toThrow();
  });
});
