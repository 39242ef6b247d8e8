import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES, PICTURE_RULES } from '@app/contracts';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { forgetOtpSpacing, loggedIn, post } from '../../test/http.js';
import { pngHeaderOnly } from '../../test/png-header.js';
import { LIMITS } from '../security/rate-limit.js';

let h: Harness;
const startProduct = useProduct();

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function upload(cookie: string | undefined, bytes: Uint8Array, name = 'me.png', email?: string) {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type: 'image/png' }));
  if (email) form.set('email', email);
  return h.app.request('/api/userprofilePicture', {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  });
}

/** The profile the session's user sees. */
async function profileOf(cookie: string) {
  return (await post(h, '/api/loadUserData', {}, cookie)).body;
}

/** The code in the latest SMS sent to `phone`. */
async function latestSmsCode(phone: string): Promise<string> {
  const dir = join(h.dataDir, 'sms');
  const digits = phone.replace(/[^0-9+]/g, '');
  const latest = (await readdir(dir))
    .filter((name) => name.includes(`-${digits}-`))
    .sort()
    .at(-1);
  return /code is (\d{6})/.exec(await readFile(join(dir, latest ?? ''), 'utf8'))?.[1] ?? '';
}

describe('profile calls act only for the session’s own user', () => {
  it.each([
    ['/api/loadUserData', { storedLoggedInEmail: 'asha@example.com' }],
    ['/api/userFullName', { email: 'asha@example.com', userFullName: 'Asha' }],
    ['/api/userPreference', { email: 'asha@example.com', userAudioPreference: 'Historian' }],
    ['/api/tourOperatorData', { storedLoggedInEmail: 'asha@example.com' }],
    ['/api/getTransactionHistory', { storedLoggedInEmail: 'asha@example.com' }],
    ['/api/verifyPhoneNumber', { userPhoneNumber: '+918123456789' }],
  ])('%s answers 401 without a session and 403 for another user’s e-mail', async (path, body) => {
    h = await startProduct();
    expect(await post(h, path, body)).toMatchObject({
      status: 401,
      body: { message: 'Please log in first' },
    });
    const ravi = await loggedIn(h, 'ravi@example.com');
    if ('storedLoggedInEmail' in body || 'email' in body) {
      expect((await post(h, path, body, ravi)).status).toBe(403);
    }
  });
});

describe('profile', () => {
  it('loads the user fields of spec §3 with their defaults', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const res = await post(h, '/api/loadUserData', { storedLoggedInEmail: 'asha@example.com' }, cookie);
    expect(res.body).toMatchObject({
      email: 'asha@example.com',
      username: 'asha',
      phoneNumber: '',
      address: '',
      profilePicture: '',
      preferredCurrency: 'INR',
      userpreference: '',
      subscription: 'Free Plan - 0$/month',
    });
  });

  it("sets the full name, and an empty one keeps the old: 'userFullName reset successfully'", async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const set = await post(h, '/api/userFullName', { userFullName: 'Asha Rao' }, cookie);
    expect(set.body).toEqual({ message: 'userFullName reset successfully', username: 'Asha Rao' });
    const empty = await post(h, '/api/userFullName', { userFullName: '' }, cookie);
    expect(empty.body).toEqual({ message: 'userFullName reset successfully', username: 'Asha Rao' });
    const long = await post(h, '/api/userFullName', { userFullName: 'x'.repeat(61) }, cookie);
    expect(long).toMatchObject({
      status: 400,
      body: { message: 'Name must be at most 60 characters.' },
    });
  });

  it('saves an audio preference, a custom one too, and refuses an empty one', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    for (const preference of ['Historian', 'a street-food lover']) {
      const res = await post(h, '/api/userPreference', { userAudioPreference: preference }, cookie);
      expect(res.body).toMatchObject({
        message: 'User preference saved successfully',
        userpreference: preference,
      });
    }
    const empty = await post(h, '/api/userPreference', { userAudioPreference: '   ' }, cookie);
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'Please select or enter a valid preference.' },
    });
    const missing = await post(h, '/api/userPreference', {}, cookie);
    expect(missing.status).toBe(400);
  });

  it('saves the address', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const res = await post(h, '/api/userAddress', { userAddress: '12 MG Road, Bengaluru' }, cookie);
    expect(res.body).toEqual({ message: 'userAddress reset successfully', address: '12 MG Road, Bengaluru' });
  });

  it("answers 'not verified' for tourOperatorData when the user is no guide, and no transactions yet", async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await post(h, '/api/tourOperatorData', {}, cookie)).body).toEqual({
      legalname: '',
      price: 0,
      phoneNumber: '',
      address: '',
      legalDocument: '',
      verification: 'not verified',
      verificationStatus: 'Send For verification',
    });
    const res = await h.app.request('/api/getTransactionHistory', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', cookie },
    });
    expect(await res.json()).toEqual([]);
  });
});

describe('each user edits only their own profile', () => {
  it('saves the name, address and preference of the caller and of nobody else', async () => {
    h = await startProduct();
    const asha = await loggedIn(h, 'asha@example.com');
    const ravi = await loggedIn(h, 'ravi@example.com');
    const edit = async (cookie: string, name: string, address: string, preference: string) => {
      expect((await post(h, '/api/userFullName', { userFullName: name }, cookie)).body.message).toBe(
        MESSAGES.fullNameReset,
      );
      expect((await post(h, '/api/userAddress', { userAddress: address }, cookie)).body.message).toBe(
        MESSAGES.addressSaved,
      );
      expect(
        (await post(h, '/api/userPreference', { userAudioPreference: preference }, cookie)).body.message,
      ).toBe(MESSAGES.preferenceSaved);
    };
    await edit(asha, 'Asha Rao', '12 MG Road, Bengaluru', 'Historian');
    expect(await profileOf(ravi)).toMatchObject({ username: 'ravi', address: '', userpreference: '' });
    await edit(ravi, 'Ravi Kumar', '4 Park Street, Kolkata', 'Photographer');
    expect(await profileOf(asha)).toMatchObject({
      username: 'Asha Rao',
      address: '12 MG Road, Bengaluru',
      userpreference: 'Historian',
    });
    expect(await profileOf(ravi)).toMatchObject({
      username: 'Ravi Kumar',
      address: '4 Park Street, Kolkata',
      userpreference: 'Photographer',
    });
  });

  it('verifies the phone number of the caller and of nobody else', async () => {
    h = await startProduct();
    const asha = await loggedIn(h, 'asha@example.com');
    const ravi = await loggedIn(h, 'ravi@example.com');
    const verify = async (cookie: string, phone: string) => {
      expect((await post(h, '/api/verifyPhoneNumber', { userPhoneNumber: phone }, cookie)).status).toBe(200);
      const otp = await latestSmsCode(phone);
      const res = await post(h, '/api/verifyPhoneOtp', { userPhoneNumber: phone, otp }, cookie);
      expect(res.body.message).toBe(MESSAGES.phoneVerified);
      return res.body.phoneNumber;
    };
    const ashaPhone = await verify(asha, '+918123456789');
    expect(await profileOf(ravi)).toMatchObject({ phoneNumber: '', phoneVerified: false });
    const raviPhone = await verify(ravi, '+447911123456');
    expect(await profileOf(asha)).toMatchObject({ phoneNumber: ashaPhone, phoneVerified: true });
    expect(await profileOf(ravi)).toMatchObject({ phoneNumber: raviPhone, phoneVerified: true });
  });
});

describe('phone verification', () => {
  it("sends an OTP by SMS ('otp send successfully'), then verifies and saves the number", async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect(
      (await post(h, '/api/verifyPhoneNumber', { userPhoneNumber: '+918123456789' }, cookie)).body,
    ).toEqual({
      message: 'otp send successfully',
    });
    const dir = join(h.dataDir, 'sms');
    const [file] = await readdir(dir);
    const otp = /code is (\d{6})/.exec(await readFile(join(dir, file ?? ''), 'utf8'))?.[1] ?? '';
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(
      (await post(h, '/api/verifyPhoneOtp', { userPhoneNumber: '+918123456789', otp: wrong }, cookie)).body
        .message,
    ).toBe('Entered OTP is incorrect');
    // The code belongs to the number it was sent to.
    expect(
      (await post(h, '/api/verifyPhoneOtp', { userPhoneNumber: '+919876543210', otp }, cookie)).status,
    ).toBe(400);
    await forgetOtpSpacing(h);
    await post(h, '/api/verifyPhoneNumber', { userPhoneNumber: '+918123456789' }, cookie);
    const files = (await readdir(dir)).sort();
    const latest = /code is (\d{6})/.exec(await readFile(join(dir, files.at(-1) ?? ''), 'utf8'))?.[1] ?? '';
    const ok = await post(
      h,
      '/api/verifyPhoneOtp',
      { userPhoneNumber: '+918123456789', otp: latest },
      cookie,
    );
    expect(ok.body).toEqual({ message: 'Phone number verified successfully', phoneNumber: '+918123456789' });
    const user = await post(h, '/api/loadUserData', {}, cookie);
    expect(user.body).toMatchObject({ phoneNumber: '+918123456789', phoneVerified: true });
  });

  it('sends at most five codes an hour to an account, then answers 429', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const send = () => post(h, '/api/verifyPhoneNumber', { userPhoneNumber: '+918123456789' }, cookie);
    for (let i = 0; i < LIMITS.phoneOtpSend.max; i++) {
      expect((await send()).status).toBe(200);
      await forgetOtpSpacing(h);
    }
    const refused = await send();
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('weighs at most ten codes a quarter hour for an account, then answers 429', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    await post(h, '/api/verifyPhoneNumber', { userPhoneNumber: '+918123456789' }, cookie);
    const otp = await latestSmsCode('+918123456789');
    const wrong = otp === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.phoneOtpCheck.max; i++) {
      const res = await post(
        h,
        '/api/verifyPhoneOtp',
        { userPhoneNumber: '+918123456789', otp: wrong },
        cookie,
      );
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.code).toBe('RATE_LIMITED');
    }
    expect(statuses).toEqual([...Array(LIMITS.phoneOtpCheck.max).fill(400), 429]);
  });

  it.each(['+1123456789', '11234567890', '+1123456789a', ''])(
    "answers 'phone number must have 10 numbers' for %j",
    async (phone) => {
      h = await startProduct();
      const cookie = await loggedIn(h, 'asha@example.com');
      const res = await post(h, '/api/verifyPhoneNumber', { userPhoneNumber: phone }, cookie);
      expect(res).toMatchObject({ status: 400, body: { message: 'phone number must have 10 numbers' } });
    },
  );
});

describe('profile picture', () => {
  it('stores a PNG under a new name and serves it under /uploads/', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const res = await upload(cookie, PNG, '../../evil.png', 'asha@example.com');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; profilePicture: string };
    expect(body.message).toBe('Profile picture updated successfully');
    expect(body.profilePicture).toMatch(/^[0-9a-f-]{36}\.png$/);
    const served = await h.app.request(`/uploads/${body.profilePicture}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Encoded anew from its pixels: the same 1×1 picture, not the same bytes.
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect((await post(h, '/api/loadUserData', {}, cookie)).body.profilePicture).toBe(body.profilePicture);
  });

  it('refuses a file that is not an image by its bytes, whatever its name', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const res = await upload(cookie, Buffer.from('<script>alert(1)</script>'), 'photo.png');
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      message: 'Please choose a JPEG, PNG or WebP image.',
      code: 'PICTURE_TYPE',
    });
  });

  it('refuses an oversized picture with 413', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const big = Buffer.concat([PNG, Buffer.alloc(PICTURE_RULES.maxBytes)]);
    const res = await upload(cookie, big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/too large|2 MB or smaller/);
  });

  it('keeps only the pixels: a script after the image data is not stored or served', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const laced = Buffer.concat([PNG, Buffer.from('<script>alert(document.cookie)</script>')]);
    const res = await upload(cookie, laced);
    expect(res.status).toBe(200);
    const { profilePicture } = (await res.json()) as { profilePicture: string };
    const served = Buffer.from(await (await h.app.request(`/uploads/${profilePicture}`)).arrayBuffer());
    expect(served.toString('latin1')).not.toContain('<script>');
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses a picture larger than 4096 pixels a side before decoding it (a 65535×65535 PNG)', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const res = await upload(cookie, pngHeaderOnly(65535, 65535));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: 'The picture must be at most 4096 × 4096 pixels.',
      code: 'PICTURE_TOO_LARGE',
    });
  });

  it('refuses bytes that look like a PNG but do not decode', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const res = await upload(cookie, Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(40, 7)]));
    expect(res.status).toBe(415);
  });

  it('refuses a missing file, a JSON body, another user’s e-mail and no session', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const empty = await h.app.request('/api/userprofilePicture', {
      method: 'POST',
      body: new FormData(),
      headers: { cookie },
    });
    expect(empty.status).toBe(400);
    const json = await post(h, '/api/userprofilePicture', { file: 'x' }, cookie);
    expect(json.status).toBe(415);
    expect((await upload(cookie, PNG, 'me.png', 'ravi@example.com')).status).toBe(403);
    expect((await upload(undefined, PNG)).status).toBe(401);
  });

  it('answers what a refused upload lacks: multipart (415), with a content type at all, or a file', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const notMultipart = {
      message: 'Send the picture as multipart/form-data with a "file" field.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    };
    expect(await post(h, '/api/userprofilePicture', { file: 'x' }, cookie)).toMatchObject({
      status: 415,
      body: notMultipart,
    });
    const untyped = await h.app.request('/api/userprofilePicture', {
      method: 'POST',
      body: new Uint8Array(PNG),
      headers: { cookie },
    });
    expect(untyped.status).toBe(415);
    expect(await untyped.json()).toEqual(notMultipart);
    const noFile = await h.app.request('/api/userprofilePicture', {
      method: 'POST',
      body: new FormData(),
      headers: { cookie },
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ message: MESSAGES.pictureMissing, code: 'PICTURE_MISSING' });
  });

  it('answers PICTURE_MISSING to a body that says multipart but is not', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const res = await h.app.request('/api/userprofilePicture', {
      method: 'POST',
      body: 'this is not a multipart body',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=----xyz' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MESSAGES.pictureMissing, code: 'PICTURE_MISSING' });
  });

  it('ignores an e-mail part sent as a file rather than text', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const form = new FormData();
    form.set('file', new File([PNG], 'me.png', { type: 'image/png' }));
    form.set('email', new File(['ravi@example.com'], 'email.txt', { type: 'text/plain' }));
    const res = await h.app.request('/api/userprofilePicture', {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    expect(res.status).toBe(200);
  });

  it('changes only the uploader’s picture, and a first picture removes nobody’s', async () => {
    h = await startProduct();
    const asha = await loggedIn(h, 'asha@example.com');
    const ravi = await loggedIn(h, 'ravi@example.com');
    const pictureOf = async (cookie: string) =>
      ((await (await upload(cookie, PNG)).json()) as { profilePicture: string }).profilePicture;
    const ashas = await pictureOf(asha);
    expect((await profileOf(ravi)).profilePicture).toBe('');
    const ravis = await pictureOf(ravi);
    expect((await profileOf(asha)).profilePicture).toBe(ashas);
    expect((await profileOf(ravi)).profilePicture).toBe(ravis);
    expect((await h.app.request(`/uploads/${ashas}`)).status).toBe(200);
    expect(h.logs.filter((line) => line.msg === 'old profile picture not deleted')).toEqual([]);
  });

  it('deletes the old picture when a new one replaces it', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const first = ((await (await upload(cookie, PNG)).json()) as { profilePicture: string }).profilePicture;
    const second = ((await (await upload(cookie, PNG)).json()) as { profilePicture: string }).profilePicture;
    expect(second).not.toBe(first);
    expect((await h.app.request(`/uploads/${first}`)).status).toBe(404);
    expect((await h.app.request(`/uploads/${second}`)).status).toBe(200);
    expect((await profileOf(cookie)).profilePicture).toBe(second);
  });

  it('keeps the new picture when the old one cannot be deleted, and logs which one was left', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    const first = ((await (await upload(cookie, PNG)).json()) as { profilePicture: string }).profilePicture;
    vi.spyOn(h.deps.blobs, 'delete').mockRejectedValueOnce(new Error('blob store unavailable'));
    const res = await upload(cookie, PNG);
    expect(res.status).toBe(200);
    const { profilePicture } = (await res.json()) as { profilePicture: string };
    expect((await profileOf(cookie)).profilePicture).toBe(profilePicture);
    expect(h.logs.filter((line) => line.msg === 'old profile picture not deleted')).toEqual([
      expect.objectContaining({
        name: first,
        err: expect.objectContaining({ message: 'blob store unavailable' }),
      }),
    ]);
  });

  it('answers 404 for an unknown or malformed upload name', async () => {
    h = await startProduct();
    expect((await h.app.request('/uploads/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    expect((await h.app.request('/uploads/..%2f..%2fstore%2fusers.db')).status).toBe(404);
  });
});
