import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GUIDE_RULES, type GuideFormFields } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { get, loggedIn } from '../../test/http.js';
import { guideFields, JPEG_HEAD, PDF, PNG, submitGuideForm, submittedGuide } from './guide-fixtures.js';
import { rejectGuide, verifyGuide } from './verification.js';

let h: Harness;
const startProduct = useProduct();

const ASHA = 'asha@example.com';

async function asha() {
  h = await startProduct();
  return loggedIn(h, ASHA);
}

const guideCount = () => h.platform.store.collection('guides').count({});

describe('POST /api/your-api-endpoint: who may send', () => {
  it("answers 401 'please log in first' to a visitor, before reading the form", async () => {
    h = await startProduct();
    expect(await submitGuideForm(h, undefined, guideFields(ASHA))).toEqual({
      status: 401,
      body: { message: 'please log in first', code: 'NOT_LOGGED_IN' },
    });
  });

  it('answers 403 when the form names another user’s e-mail, and stores nothing', async () => {
    const cookie = await asha();
    await loggedIn(h, 'ravi@example.com');
    expect(await submitGuideForm(h, cookie, guideFields('ravi@example.com'))).toEqual({
      status: 403,
      body: { message: 'You can only do this for your own account.', code: 'WRONG_ACCOUNT' },
    });
    expect(await guideCount()).toBe(0);
  });

  it('refuses a body that is not multipart with 415, and a malformed one with 400, never 500', async () => {
    const cookie = await asha();
    const json = await h.app.request('/api/your-api-endpoint', {
      method: 'POST',
      body: JSON.stringify(guideFields(ASHA)),
      headers: { 'content-type': 'application/json', cookie },
    });
    expect(await json.json()).toEqual({
      message: 'Send the guide profile as multipart/form-data.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(json.status).toBe(415);
    const untyped = await h.app.request('/api/your-api-endpoint', {
      method: 'POST',
      body: new TextEncoder().encode('firstName=Asha'),
      headers: { cookie },
    });
    expect(untyped.status).toBe(415);
    const broken = await h.app.request('/api/your-api-endpoint', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', cookie },
      body: '--x\r\nContent-Disposition: form-data; name="profilePicture"; filename="a.png"\r\n\r\nnot closed',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'MALFORMED_BODY' });
  });
});

describe('POST /api/your-api-endpoint: the rules of spec §5, in their order', () => {
  const REQUIRED: Array<keyof GuideFormFields> = [
    'firstName',
    'dob',
    'countryCode',
    'phoneNumber',
    'address',
    'guideCity',
    'guidePlaces',
    'guidePrice',
    'status',
    'emailAddress',
  ];

  it.each(REQUIRED)(
    "answers 'Please fill in all required fields.' when %s is empty, before the missing picture",
    async (field) => {
      const cookie = await asha();
      const res = await submitGuideForm(h, cookie, guideFields(ASHA, { [field]: '  ' }), { picture: null });
      expect(res).toEqual({
        status: 400,
        body: { message: 'Please fill in all required fields.', code: 'GUIDE_FIELDS_REQUIRED' },
      });
    },
  );

  it('takes a field left out of the form as empty', async () => {
    const cookie = await asha();
    const { guidePlaces: _left, ...fields } = guideFields(ASHA);
    expect((await submitGuideForm(h, cookie, fields)).body).toMatchObject({ code: 'GUIDE_FIELDS_REQUIRED' });
  });

  it("answers 'profile picture is necessary' when every field is there but the picture is not", async () => {
    const cookie = await asha();
    const noPicture = {
      status: 400,
      body: { message: 'profile picture is necessary', code: 'GUIDE_PICTURE_REQUIRED' },
    };
    expect(await submitGuideForm(h, cookie, guideFields(ASHA), { picture: null })).toEqual(noPicture);
    // A file input left empty sends a file of no bytes: that is no picture either.
    expect(await submitGuideForm(h, cookie, guideFields(ASHA), { picture: new Uint8Array(0) })).toEqual(
      noPicture,
    );
    expect(await guideCount()).toBe(0);
  });

  it.each([
    [{ firstName: 'A'.repeat(61) }, 'Names must be at most 60 characters.'],
    [{ dob: '1990-02-30' }, 'Please enter your date of birth.'],
    [{ dob: `${new Date().getUTCFullYear() - 10}-01-01` }, 'Guides must be at least 18 years old.'],
    [{ countryCode: '+33' }, 'Please choose a country code: +91, +44, +977 or +1.'],
    [{ phoneNumber: '98765432101' }, 'Please enter a phone number of up to 10 digits.'],
    [{ phoneNumber: '98765-4321' }, 'Please enter a phone number of up to 10 digits.'],
    [{ address: 'x'.repeat(301) }, 'The address must be at most 300 characters.'],
    [{ guideCity: 'Agra' }, 'Please choose a state or union territory of India.'],
    [{ guidePlaces: ' , ,' }, 'Please list the places you guide, separated by commas.'],
    [{ guidePrice: 'ten' }, 'Please enter a price per person from 1 to 1000 USD.'],
    [{ guidePrice: '1001' }, 'Please enter a price per person from 1 to 1000 USD.'],
    [{ guidePrice: '10.005' }, 'Please enter a price per person from 1 to 1000 USD.'],
    [{ status: 'hobbyist' }, 'Please choose professional or freelancer.'],
    [{ officialDocumentName: 'd'.repeat(121) }, 'The document name must be at most 120 characters.'],
  ] as Array<[Partial<GuideFormFields>, string]>)('refuses %j with 400 %j', async (change, message) => {
    const cookie = await asha();
    expect(await submitGuideForm(h, cookie, guideFields(ASHA, change))).toEqual({
      status: 400,
      body: { message, code: 'GUIDE_INVALID' },
    });
    expect(await guideCount()).toBe(0);
  });

  it('lets the last name and the document name be empty', async () => {
    const cookie = await asha();
    const res = await submitGuideForm(
      h,
      cookie,
      guideFields(ASHA, { lastName: '', officialDocumentName: '' }),
    );
    expect(res.status).toBe(200);
  });

  it('asks a professional for a PDF document', async () => {
    const cookie = await asha();
    expect(await submitGuideForm(h, cookie, guideFields(ASHA, { status: 'professional' }))).toEqual({
      status: 400,
      body: {
        message: 'A professional guide must attach an official document as a PDF.',
        code: 'GUIDE_DOCUMENT',
      },
    });
  });
});

describe('POST /api/your-api-endpoint: the files, checked by their bytes', () => {
  const NOT_A_PDF = {
    message: 'The official document must be a PDF file of at most 5 MB.',
    code: 'GUIDE_DOCUMENT',
  };

  it('refuses a "PDF" that is a JPEG', async () => {
    const cookie = await asha();
    const fields = guideFields(ASHA, { status: 'professional' });
    expect(await submitGuideForm(h, cookie, fields, { document: JPEG_HEAD })).toEqual({
      status: 400,
      body: NOT_A_PDF,
    });
    expect(await guideCount()).toBe(0);
  });

  it('refuses a PDF over 5 MB', async () => {
    const cookie = await asha();
    const big = Buffer.concat([PDF, Buffer.alloc(GUIDE_RULES.documentMaxBytes + 1 - PDF.length, 0x20)]);
    const fields = guideFields(ASHA, { status: 'professional' });
    expect(await submitGuideForm(h, cookie, fields, { document: big })).toEqual({
      status: 400,
      body: NOT_A_PDF,
    });
  });

  it('refuses a "PNG" that is not a picture', async () => {
    const cookie = await asha();
    const fake = Buffer.concat([Buffer.from('not a png at all, just text'), PNG.subarray(0, 4)]);
    expect(await submitGuideForm(h, cookie, guideFields(ASHA), { picture: fake })).toEqual({
      status: 415,
      body: { message: 'Please choose a JPEG, PNG or WebP image.', code: 'PICTURE_TYPE' },
    });
    expect(await guideCount()).toBe(0);
  });

  it('stores the picture under /uploads/ and the document privately, served to its guide only', async () => {
    const cookie = await asha();
    const fields = guideFields(ASHA, { status: 'professional', officialDocumentName: 'Guide licence' });
    const res = await submitGuideForm(h, cookie, fields, { document: PDF });
    expect(res).toEqual({
      status: 200,
      body: { message: 'Profile sent for verification', verificationStatus: 'Under Verification' },
    });
    const profile = (await get(h, `/api/guides/${ASHA}`, cookie)).body;
    expect(profile.profilePicture).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect((await h.app.request(`/uploads/${String(profile.profilePicture)}`)).status).toBe(200);
    const [stored, given] = String(profile.officialDocument).split(/_(.*)/s);
    expect(given).toBe('Guide licence');
    expect(await readdir(join(h.dataDir, 'blobs', 'uploads'))).not.toContain(`${stored}.pdf`);
    expect((await h.app.request(`/uploads/${stored}.pdf`)).status).toBe(404);

    const own = await h.app.request(`/api/guides/${ASHA}/document`, { headers: { cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await own.arrayBuffer())).toEqual(PDF);
    const ravi = await loggedIn(h, 'ravi@example.com');
    const other = await h.app.request(`/api/guides/${ASHA}/document`, { headers: { cookie: ravi } });
    expect(other.status).toBe(403);
    expect((await h.app.request(`/api/guides/${ASHA}/document`)).status).toBe(401);
  });
});

describe('POST /api/your-api-endpoint: what is kept', () => {
  it('keeps each field without the spaces typed around it', async () => {
    const cookie = await asha();
    const padded: Partial<GuideFormFields> = {
      firstName: ' Asha ',
      lastName: ' Verma ',
      dob: ' 1990-05-20 ',
      countryCode: ' +91 ',
      phoneNumber: ' 9876543210 ',
      address: ' 12 Fatehabad Road, Agra ',
      guideCity: ' Uttar Pradesh ',
      guidePlaces: ' Taj Mahal, Agra Fort ',
      guidePrice: ' 15 ',
      status: ' freelancer ',
    };
    expect((await submitGuideForm(h, cookie, guideFields(ASHA, padded))).status).toBe(200);
    expect(await h.platform.store.collection('guides').findOne({ email: ASHA })).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      dob: '1990-05-20',
      countryCode: '+91',
      phoneNumber: '9876543210',
      address: '12 Fatehabad Road, Agra',
      guideCity: 'Uttar Pradesh',
      guidePlaces: 'Taj Mahal, Agra Fort',
      guidePrice: 15,
      status: 'freelancer',
    });
  });

  it('names a document by its file when no name is typed, cut to the longest name allowed', async () => {
    const cookie = await asha();
    const long = `${'l'.repeat(GUIDE_RULES.documentNameMax)}.pdf`;
    const fields = guideFields(ASHA, { status: 'professional', officialDocumentName: '  ' });
    const res = await submitGuideForm(h, cookie, fields, { document: PDF, documentName: ` ${long} ` });
    expect(res.status).toBe(200);
    const stored = await h.platform.store.collection('guides').findOne({ email: ASHA });
    expect(stored?.officialDocumentName).toBe(long.slice(0, GUIDE_RULES.documentNameMax));
  });
});

describe('POST /api/your-api-endpoint: sending for verification', () => {
  it('makes the user a guide under verification, and refuses a second sending while it lasts', async () => {
    h = await startProduct();
    const cookie = await submittedGuide(h, ASHA);
    const stored = await h.platform.store.collection('guides').findOne({ email: ASHA });
    const user = await h.platform.store.collection('users').findOne({ email: ASHA });
    expect(stored).toMatchObject({
      _id: user?._id,
      firstName: 'Asha',
      guidePrice: 15,
      guideCity: 'Uttar Pradesh',
      verificationStatus: 'Under Verification',
    });
    expect(await submitGuideForm(h, cookie, guideFields(ASHA, { guidePrice: '20' }))).toEqual({
      status: 409,
      body: { message: 'Your profile is already being verified.', code: 'GUIDE_UNDER_VERIFICATION' },
    });
    expect(await h.platform.store.collection('guides').findOne({ email: ASHA })).toMatchObject({
      guidePrice: 15,
    });
  });

  it('lets only one of two sendings at the same moment through', async () => {
    const cookie = await asha();
    const both = await Promise.all([
      submitGuideForm(h, cookie, guideFields(ASHA, { guidePrice: '15' })),
      submitGuideForm(h, cookie, guideFields(ASHA, { guidePrice: '25' })),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await guideCount()).toBe(1);
  });

  it('sends a rejected or verified profile for verification again, the last verdict cleared', async () => {
    h = await startProduct();
    const cookie = await submittedGuide(h, ASHA);
    await rejectGuide(h.platform.store, { email: ASHA, reason: 'The photo is blurred.' });
    const before = (await get(h, `/api/guides/${ASHA}`, cookie)).body;
    expect(before).toMatchObject({
      verificationStatus: 'Rejected',
      rejectionReason: 'The photo is blurred.',
    });

    const again = await submitGuideForm(h, cookie, guideFields(ASHA, { guidePrice: '22' }));
    expect(again.body).toMatchObject({ verificationStatus: 'Under Verification' });
    const after = (await get(h, `/api/guides/${ASHA}`, cookie)).body;
    expect(after).toMatchObject({ verificationStatus: 'Under Verification', guidePrice: 22 });
    expect(after).not.toHaveProperty('rejectionReason');
    // The replaced picture is gone; only the new one is kept.
    expect(await readdir(join(h.dataDir, 'blobs', 'uploads'))).toEqual(
      expect.not.arrayContaining([before.profilePicture]),
    );

    await verifyGuide(h.platform.store, ASHA);
    expect(await h.platform.store.collection('guides').findOne({ email: ASHA })).toHaveProperty('verifiedAt');
    await submitGuideForm(h, cookie, guideFields(ASHA));
    expect((await get(h, `/api/guides/${ASHA}`, cookie)).body).toMatchObject({
      verificationStatus: 'Under Verification',
    });
    expect(await h.platform.store.collection('guides').findOne({ email: ASHA })).not.toHaveProperty(
      'verifiedAt',
    );
  });
});
