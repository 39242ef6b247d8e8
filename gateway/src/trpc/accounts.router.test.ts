import { MESSAGES, myDataFileName, PRIVACY_PATHS } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { cookieOf, latestOtp, loggedIn } from '../../test/http.js';
import { AppError } from '../core/index.js';

const startProduct = useProduct();

// A caller for each call, as a request each: a caller reads its session's user once, when it is made.
describe('accounts over tRPC (the React app’s calls)', () => {
  it('signs up with the e-mailed OTP, logs in with a session cookie, knows the user, logs out', async () => {
    const h = await startProduct();
    expect(await (await callerFor(h)).auth.me()).toBeNull();
    const sent = await (await callerFor(h)).auth.sendSignUpOtp({
      signUpEmail: 'asha@example.com',
      signUpPassword: 'Secret#123',
    });
    expect(sent).toEqual({ message: 'OTP sent successfully' });
    const otp = await latestOtp(h, 'asha@example.com');
    const created = await (await callerFor(h)).auth.createAccount({
      signUpEmail: 'asha@example.com',
      signUpPassword: 'Secret#123',
      otp,
    });
    expect(created).toEqual({ message: 'Account created successfully' });
    const setCookies: string[] = [];
    const login = await (await callerFor(h, undefined, { setCookies })).auth.logIn({
      logInEmail: 'asha@example.com',
      logInPassword: 'Secret#123',
    });
    expect(login).toMatchObject({
      message: 'Logged in successfully',
      user: { email: 'asha@example.com' },
    });
    const cookie = cookieOf(setCookies);
    expect(setCookies.find((c) => c.startsWith('sid='))).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/,
    );
    expect(await (await callerFor(h, cookie)).auth.me()).toMatchObject({
      email: 'asha@example.com',
    });
    await (await callerFor(h, cookie)).auth.logOut();
    expect(await (await callerFor(h, cookie)).auth.me()).toBeNull();
  });

  it('answers the spec’s messages with the right codes', async () => {
    const h = await startProduct();
    const visitor = await callerFor(h);
    await expect(
      visitor.auth.logIn({ logInEmail: 'nobody@example.com', logInPassword: 'Secret#123' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Please create account before Log In' });
    await expect(
      visitor.auth.sendSignUpOtp({ signUpEmail: 'x', signUpPassword: 'Secret#123' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Please enter a valid email address.' });
    await expect(
      visitor.auth.createAccount({ signUpEmail: 'a@b.co', signUpPassword: 'Secret#123', otp: 'abc' }),
    ).rejects.toMatchObject({ message: 'Entered OTP is incorrect' });
  });

  it('resets a forgotten password', async () => {
    const h = await startProduct();
    await loggedIn(h, 'asha@example.com');
    await (await callerFor(h)).auth.sendResetOtp({ forgotEmail: 'asha@example.com' });
    const otp = await latestOtp(h, 'asha@example.com');
    const reset = await (await callerFor(h)).auth.resetPassword({
      forgotEmailSaved: 'asha@example.com',
      newPassword: 'NewPass#99',
      otp,
    });
    expect(reset).toEqual({ message: 'Password reset successfully' });
  });

  it('edits the profile for the logged-in user only', async () => {
    const h = await startProduct();
    await expect((await callerFor(h)).profile.load()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Please log in first',
    });
    const cookie = await loggedIn(h, 'asha@example.com');
    expect(
      await (await callerFor(h, cookie)).profile.setFullName({ userFullName: 'Asha Rao' }),
    ).toMatchObject({
      message: 'userFullName reset successfully',
    });
    await expect(
      (await callerFor(h, cookie)).profile.setPreference({ userAudioPreference: '' }),
    ).rejects.toMatchObject({ message: 'Please select or enter a valid preference.' });
    expect(
      await (await callerFor(h, cookie)).profile.setPreference({ userAudioPreference: 'Photographer' }),
    ).toMatchObject({
      message: 'User preference saved successfully',
    });
    await expect(
      (await callerFor(h, cookie)).profile.sendPhoneOtp({ userPhoneNumber: '+91' }),
    ).rejects.toMatchObject({ message: 'phone number must have 10 numbers' });
    expect(await (await callerFor(h, cookie)).profile.load()).toMatchObject({
      username: 'Asha Rao',
      userpreference: 'Photographer',
    });
    expect(await (await callerFor(h, cookie)).profile.transactions()).toEqual([]);
    expect(await (await callerFor(h, cookie)).guides.operatorData()).toMatchObject({
      verification: 'not verified',
      verificationStatus: 'Send For verification',
    });
  });

  it('subscribes to the newsletter and reports it', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect(await (await callerFor(h, cookie)).newsletter.status()).toEqual({ subscribed: false });
    await expect(
      (await callerFor(h, cookie)).newsletter.subscribe({ subscribeEmail: 'ravi@example.com' }),
    ).rejects.toMatchObject({
      message: "Email doesn't match with logged in mail",
      code: 'FORBIDDEN',
    });
    await expect(
      (await callerFor(h)).newsletter.subscribe({ subscribeEmail: 'asha@example.com' }),
    ).rejects.toMatchObject({ message: 'Please log in first' });
    await (await callerFor(h, cookie)).newsletter.subscribe({ subscribeEmail: 'asha@example.com' });
    expect(await (await callerFor(h, cookie)).newsletter.status()).toEqual({ subscribed: true });
  });

  it('submits a review and lists it', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    await expect(
      (await callerFor(h)).reviews.submit({ rating: 5, comment: 'Wonderful' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      (await callerFor(h, cookie)).reviews.submit({ rating: 5, comment: '' }),
    ).rejects.toMatchObject({
      message: 'opinion cant be empty',
    });
    await (await callerFor(h, cookie)).reviews.submit({ rating: 5, comment: 'Wonderful' });
    await (await callerFor(h, cookie)).reviews.sendEmail({ rating: 5, opinion: 'Wonderful' });
    expect(await (await callerFor(h)).reviews.list()).toEqual([
      expect.objectContaining({ opinion: 'Wonderful', review: 5, email: 'as***@example.com' }),
    ]);
  });
});

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function pictureForm(bytes: Uint8Array | null, email?: string): FormData {
  const form = new FormData();
  if (bytes) form.set('file', new File([bytes], 'me.png', { type: 'image/png' }));
  if (email) form.set('email', email);
  return form;
}

/** The service's code a refused call carried (a TRPCError whose cause is the AppError). */
async function refusedWith(call: Promise<unknown>): Promise<string | undefined> {
  const error = await call.then(
    () => undefined,
    (failed: unknown) => failed,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error.cause instanceof AppError ? error.cause.appCode : error.code;
}

describe('profile.uploadPicture (FormData)', () => {
  it('saves the picture, as REST does, and the profile shows it', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const saved = await (await callerFor(h, cookie)).profile.uploadPicture(
      pictureForm(PNG, 'asha@example.com'),
    );
    expect(saved).toEqual({ message: MESSAGES.pictureSaved, profilePicture: expect.any(String) });
    // A new caller: one reads its session's user once, when it is made.
    expect((await (await callerFor(h, cookie)).profile.load())?.profilePicture).toBe(saved.profilePicture);
    expect((await h.app.request(`/uploads/${saved.profilePicture}`)).status).toBe(200);
  });

  // Over HTTP on purpose: the multipart body as the app sends it to the tRPC edge.
  it('takes the form over HTTP as the app sends it (multipart, one call per request)', async () => {
    const h = await startProduct();
    const res = await h.app.request('/trpc/profile.uploadPicture', {
      method: 'POST',
      body: pictureForm(PNG),
      headers: { cookie: await loggedIn(h, 'asha@example.com') },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ result: { data: { message: MESSAGES.pictureSaved } } });
  });

  it('refuses what REST refuses, with the same codes: no file, not a picture, another’s e-mail, no session', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const api = await callerFor(h, cookie);
    expect(await refusedWith(api.profile.uploadPicture(pictureForm(null)))).toBe('PICTURE_MISSING');
    expect(await refusedWith(api.profile.uploadPicture(pictureForm(new TextEncoder().encode('hello'))))).toBe(
      'PICTURE_TYPE',
    );
    expect(await refusedWith(api.profile.uploadPicture(pictureForm(PNG, 'ravi@example.com')))).toBe(
      'WRONG_ACCOUNT',
    );
    expect(await refusedWith((await callerFor(h)).profile.uploadPicture(pictureForm(PNG)))).toBe(
      'UNAUTHORIZED',
    );
    expect((await (await callerFor(h, cookie)).profile.load())?.profilePicture).toBeFalsy();
  });
});

describe('profile.exportData', () => {
  it('answers the document REST downloads, whose day names the file as REST names it', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const data = await (await callerFor(h, cookie)).profile.exportData();
    const rest = await h.app.request(PRIVACY_PATHS.myData, { headers: { cookie } });
    expect(rest.headers.get('content-disposition')).toBe(
      `attachment; filename="${myDataFileName(data.exportedAt)}"`,
    );
    const restData: unknown = await rest.json();
    expect({ ...data, exportedAt: '', sessions: [] }).toEqual({
      ...(restData as object),
      exportedAt: '',
      sessions: [],
    });
  });
});
