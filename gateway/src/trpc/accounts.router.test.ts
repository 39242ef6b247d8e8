import { MESSAGES, myDataFileName, PRIVACY_PATHS } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, harness } from '../../test/harness.js';
import { cookieOf, latestOtp, loggedIn, trpc } from '../../test/http.js';
import { AppError } from '../core/index.js';

let h: Harness;
afterEach(async () => {
  await h.close();
});

const mutate = (path: string, input: unknown, cookie?: string) =>
  trpc(h, path, input, { mutation: true, ...(cookie ? { cookie } : {}) });

describe('accounts over tRPC (the React app’s calls)', () => {
  it('signs up with the e-mailed OTP, logs in with a session cookie, knows the user, logs out', async () => {
    h = await harness();
    expect((await trpc(h, 'auth.me', undefined)).data).toBeNull();
    const sent = await mutate('auth.sendSignUpOtp', {
      signUpEmail: 'asha@example.com',
      signUpPassword: 'Secret#123',
    });
    expect(sent.data).toEqual({ message: 'OTP sent successfully' });
    const otp = await latestOtp(h, 'asha@example.com');
    const created = await mutate('auth.createAccount', {
      signUpEmail: 'asha@example.com',
      signUpPassword: 'Secret#123',
      otp,
    });
    expect(created.data).toEqual({ message: 'Account created successfully' });
    const login = await mutate('auth.logIn', { logInEmail: 'asha@example.com', logInPassword: 'Secret#123' });
    expect(login.data).toMatchObject({
      message: 'Logged in successfully',
      user: { email: 'asha@example.com' },
    });
    const cookie = cookieOf(login.cookies);
    expect(login.cookies.find((c) => c.startsWith('sid='))).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/,
    );
    expect((await trpc(h, 'auth.me', undefined, { cookie })).data).toMatchObject({
      email: 'asha@example.com',
    });
    await mutate('auth.logOut', {}, cookie);
    expect((await trpc(h, 'auth.me', undefined, { cookie })).data).toBeNull();
  });

  it('answers the spec’s messages with the right codes', async () => {
    h = await harness();
    const unknown = await mutate('auth.logIn', {
      logInEmail: 'nobody@example.com',
      logInPassword: 'Secret#123',
    });
    expect(unknown).toMatchObject({
      status: 404,
      error: { message: 'Please create account before Log In', code: 'NOT_FOUND' },
    });
    const invalid = await mutate('auth.sendSignUpOtp', { signUpEmail: 'x', signUpPassword: 'Secret#123' });
    expect(invalid).toMatchObject({ status: 400, error: { message: 'Please enter a valid email address.' } });
    const badOtp = await mutate('auth.createAccount', {
      signUpEmail: 'a@b.co',
      signUpPassword: 'Secret#123',
      otp: 'abc',
    });
    expect(badOtp.error?.message).toBe('Entered OTP is incorrect');
  });

  it('resets a forgotten password', async () => {
    h = await harness();
    await loggedIn(h, 'asha@example.com');
    await mutate('auth.sendResetOtp', { forgotEmail: 'asha@example.com' });
    const otp = await latestOtp(h, 'asha@example.com');
    const reset = await mutate('auth.resetPassword', {
      forgotEmailSaved: 'asha@example.com',
      newPassword: 'NewPass#99',
      otp,
    });
    expect(reset.data).toEqual({ message: 'Password reset successfully' });
  });

  it('edits the profile for the logged-in user only', async () => {
    h = await harness();
    expect(await trpc(h, 'profile.load', undefined)).toMatchObject({
      status: 401,
      error: { message: 'Please log in first' },
    });
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await mutate('profile.setFullName', { userFullName: 'Asha Rao' }, cookie)).data).toMatchObject({
      message: 'userFullName reset successfully',
    });
    expect((await mutate('profile.setPreference', { userAudioPreference: '' }, cookie)).error?.message).toBe(
      'Please select or enter a valid preference.',
    );
    expect(
      (await mutate('profile.setPreference', { userAudioPreference: 'Photographer' }, cookie)).data,
    ).toMatchObject({
      message: 'User preference saved successfully',
    });
    expect((await mutate('profile.sendPhoneOtp', { userPhoneNumber: '+91' }, cookie)).error?.message).toBe(
      'phone number must have 10 numbers',
    );
    expect((await trpc(h, 'profile.load', undefined, { cookie })).data).toMatchObject({
      username: 'Asha Rao',
      userpreference: 'Photographer',
    });
    expect((await trpc(h, 'profile.transactions', undefined, { cookie })).data).toEqual([]);
    expect((await trpc(h, 'guides.operatorData', undefined, { cookie })).data).toMatchObject({
      verification: 'not verified',
      verificationStatus: 'Send For verification',
    });
  });

  it('subscribes to the newsletter and reports it', async () => {
    h = await harness();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await trpc(h, 'newsletter.status', undefined, { cookie })).data).toEqual({ subscribed: false });
    expect(
      (await mutate('newsletter.subscribe', { subscribeEmail: 'ravi@example.com' }, cookie)).error,
    ).toEqual({
      message: "Email doesn't match with logged in mail",
      code: 'FORBIDDEN',
    });
    expect(
      (await mutate('newsletter.subscribe', { subscribeEmail: 'asha@example.com' })).error?.message,
    ).toBe('Please log in first');
    await mutate('newsletter.subscribe', { subscribeEmail: 'asha@example.com' }, cookie);
    expect((await trpc(h, 'newsletter.status', undefined, { cookie })).data).toEqual({ subscribed: true });
  });

  it('submits a review and lists it', async () => {
    h = await harness();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await mutate('reviews.submit', { rating: 5, comment: 'Wonderful' })).status).toBe(401);
    expect((await mutate('reviews.submit', { rating: 5, comment: '' }, cookie)).error?.message).toBe(
      'opinion cant be empty',
    );
    await mutate('reviews.submit', { rating: 5, comment: 'Wonderful' }, cookie);
    await mutate('reviews.sendEmail', { rating: 5, opinion: 'Wonderful' }, cookie);
    expect((await trpc(h, 'reviews.list', undefined)).data).toEqual([
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
    h = await harness();
    const cookie = await loggedIn(h, 'asha@example.com');
    const saved = await (await callerFor(h, cookie)).profile.uploadPicture(
      pictureForm(PNG, 'asha@example.com'),
    );
    expect(saved).toEqual({ message: MESSAGES.pictureSaved, profilePicture: expect.any(String) });
    // A new caller: one reads its session's user once, when it is made.
    expect((await (await callerFor(h, cookie)).profile.load())?.profilePicture).toBe(saved.profilePicture);
    expect((await h.app.request(`/uploads/${saved.profilePicture}`)).status).toBe(200);
  });

  it('takes the form over HTTP as the app sends it (multipart, one call per request)', async () => {
    h = await harness();
    const res = await h.app.request('/trpc/profile.uploadPicture', {
      method: 'POST',
      body: pictureForm(PNG),
      headers: { cookie: await loggedIn(h, 'asha@example.com') },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ result: { data: { message: MESSAGES.pictureSaved } } });
  });

  it('refuses what REST refuses, with the same codes: no file, not a picture, another’s e-mail, no session', async () => {
    h = await harness();
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
    h = await harness();
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
