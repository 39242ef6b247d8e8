import { MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { latestOtp, loggedIn, post } from '../../test/http.js';

const startProduct = useProduct();

describe('forgot password', () => {
  it("resets the password with the e-mailed OTP and ends every session: 'Password reset successfully'", async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const sent = await post(h, '/api/verifyAccountExistAndSendingOTPForForgotPassword', {
      forgotEmail: 'asha@example.com',
    });
    expect(sent).toMatchObject({ status: 200, body: { message: 'OTP sent to your email' } });
    const otp = await latestOtp(h, 'asha@example.com');
    const reset = await post(h, '/api/ForgotPassword', {
      forgotEmailSaved: 'asha@example.com',
      newPassword: 'NewPass#99',
      otp,
    });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password reset successfully' } });
    expect((await post(h, '/api/autoLogIn', {}, cookie)).status).toBe(401);
    expect(
      (await post(h, '/api/logIn', { logInEmail: 'asha@example.com', logInPassword: 'Secret#123' })).status,
    ).toBe(401);
    expect(
      (await post(h, '/api/logIn', { logInEmail: 'asha@example.com', logInPassword: 'NewPass#99' })).status,
    ).toBe(200);
  });

  it("answers 'Please create account before Log In' for an unknown e-mail", async () => {
    const h = await startProduct();
    expect(
      await post(h, '/api/verifyAccountExistAndSendingOTPForForgotPassword', {
        forgotEmail: 'nobody@example.com',
      }),
    ).toMatchObject({ status: 404, body: { message: MESSAGES.accountMissing, code: 'ACCOUNT_MISSING' } });
  });

  it('answers ACCOUNT_MISSING to a new password for an e-mail without an account', async () => {
    const h = await startProduct();
    await loggedIn(h, 'asha@example.com');
    const res = await post(h, '/api/ForgotPassword', {
      forgotEmailSaved: 'nobody@example.com',
      newPassword: 'NewPass#99',
      otp: '123456',
    });
    expect(res).toMatchObject({
      status: 404,
      body: { message: MESSAGES.accountMissing, code: 'ACCOUNT_MISSING' },
    });
  });

  it('changes only the password and sessions of the account reset, never another user’s', async () => {
    const h = await startProduct();
    const sessions = {
      asha: await loggedIn(h, 'asha@example.com', 'Asha#Old1'),
      ravi: await loggedIn(h, 'ravi@example.com', 'Ravi#Old1'),
    };
    const reset = async (email: string, newPassword: string) => {
      await post(h, '/api/verifyAccountExistAndSendingOTPForForgotPassword', { forgotEmail: email });
      const otp = await latestOtp(h, email);
      const res = await post(h, '/api/ForgotPassword', { forgotEmailSaved: email, newPassword, otp });
      expect(res.body).toEqual({ message: MESSAGES.passwordReset });
    };
    const logs = async (email: string, password: string) =>
      (await post(h, '/api/logIn', { logInEmail: email, logInPassword: password })).status;
    const stillIn = async (cookie: string) => (await post(h, '/api/autoLogIn', {}, cookie)).status;

    await reset('ravi@example.com', 'Ravi#New1');
    expect(await stillIn(sessions.asha)).toBe(200);
    expect(await stillIn(sessions.ravi)).toBe(401);
    expect(await logs('asha@example.com', 'Asha#Old1')).toBe(200);
    expect(await logs('ravi@example.com', 'Ravi#New1')).toBe(200);

    await reset('asha@example.com', 'Asha#New1');
    expect(await logs('ravi@example.com', 'Ravi#New1')).toBe(200);
    expect(await logs('asha@example.com', 'Asha#New1')).toBe(200);
  });

  it('refuses a wrong OTP, a short new password and a bad e-mail', async () => {
    const h = await startProduct();
    await loggedIn(h, 'asha@example.com');
    await post(h, '/api/verifyAccountExistAndSendingOTPForForgotPassword', {
      forgotEmail: 'asha@example.com',
    });
    const otp = await latestOtp(h, 'asha@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    const attempt = (body: object) => post(h, '/api/ForgotPassword', body);
    expect(
      (await attempt({ forgotEmailSaved: 'asha@example.com', newPassword: 'NewPass#99', otp: wrong })).body
        .message,
    ).toBe('Entered OTP is incorrect');
    expect(
      (await attempt({ forgotEmailSaved: 'asha@example.com', newPassword: 'short', otp })).body.message,
    ).toBe('Password must be between 8 and 13 characters long.');
    expect((await attempt({ forgotEmailSaved: 'asha', newPassword: 'NewPass#99', otp })).body.message).toBe(
      'Please enter a valid email address.',
    );
  });

  it('does not accept a sign-up code as a reset code', async () => {
    const h = await startProduct();
    await loggedIn(h, 'asha@example.com');
    const signUpOtp = await latestOtp(h, 'asha@example.com');
    await post(h, '/api/verifyAccountExistAndSendingOTPForForgotPassword', {
      forgotEmail: 'asha@example.com',
    });
    const resetOtp = await latestOtp(h, 'asha@example.com');
    if (signUpOtp !== resetOtp) {
      const res = await post(h, '/api/ForgotPassword', {
        forgotEmailSaved: 'asha@example.com',
        newPassword: 'NewPass#99',
        otp: signUpOtp,
      });
      expect(res.status).toBe(400);
    }
  });
});
