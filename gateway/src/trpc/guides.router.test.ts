import { MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { guideFields, guideFormData, PDF } from '../guides/guide-fixtures.js';

const startProduct = useProduct();
const ASHA = 'asha@example.com';

describe('guides.submitProfile (the guide form as FormData)', () => {
  it('sends the profile for verification, with the REST route’s rules and refusals', async () => {
    const h = await startProduct();
    const visitor = await callerFor(h);
    await expect(visitor.guides.submitProfile(guideFormData(guideFields(ASHA)))).rejects.toMatchObject({
      message: MESSAGES.pleaseLogInFirstGuide,
      cause: { appCode: 'NOT_LOGGED_IN' },
    });
    const asha = await callerFor(h, await loggedIn(h, ASHA));
    await expect(
      asha.guides.submitProfile(guideFormData(guideFields(ASHA), { picture: null })),
    ).rejects.toMatchObject({
      message: MESSAGES.guidePictureRequired,
      cause: { appCode: 'GUIDE_PICTURE_REQUIRED' },
    });
    await expect(
      asha.guides.submitProfile(guideFormData(guideFields('ravi@example.com'))),
    ).rejects.toMatchObject({ cause: { appCode: 'WRONG_ACCOUNT' } });

    const sent = await asha.guides.submitProfile(
      guideFormData(guideFields(ASHA, { status: 'professional', officialDocumentName: 'Licence' }), {
        document: PDF,
      }),
    );
    expect(sent).toEqual({ message: MESSAGES.guideSubmitted, verificationStatus: 'Under Verification' });
    expect(await asha.guides.ownProfile({ storedLoggedInEmail: ASHA })).toMatchObject({
      emailAddress: ASHA,
      dob: '1990-05-20',
      status: 'professional',
      officialDocumentName: 'Licence',
      verificationStatus: 'Under Verification',
    });
    await expect(asha.guides.submitProfile(guideFormData(guideFields(ASHA)))).rejects.toMatchObject({
      cause: { appCode: 'GUIDE_UNDER_VERIFICATION' },
    });
  });

  it('takes the browser’s multipart body at /trpc/guides.submitProfile', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, ASHA);
    const res = await h.app.request('/trpc/guides.submitProfile', {
      method: 'POST',
      body: guideFormData(guideFields(ASHA, { guidePrice: '18' })),
      headers: { cookie },
    });
    expect(await res.json()).toEqual({
      result: { data: { message: MESSAGES.guideSubmitted, verificationStatus: 'Under Verification' } },
    });
    expect(await h.platform.store.collection('guides').findOne({ email: ASHA })).toMatchObject({
      guidePrice: 18,
      profilePicture: expect.stringMatching(/\.png$/),
    });
  });
});

describe('guides.ownProfile', () => {
  it('is null until the user sends a profile, and only ever the caller’s own', async () => {
    const h = await startProduct();
    await expect((await callerFor(h)).guides.ownProfile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const asha = await callerFor(h, await loggedIn(h, ASHA));
    expect(await asha.guides.ownProfile({ storedLoggedInEmail: ASHA })).toBeNull();
    await expect(asha.guides.ownProfile({ storedLoggedInEmail: 'ravi@example.com' })).rejects.toMatchObject({
      cause: { appCode: 'WRONG_ACCOUNT' },
    });
    await asha.guides.submitProfile(guideFormData(guideFields(ASHA)));
    expect(await asha.guides.ownProfile()).toMatchObject({ emailAddress: ASHA, phoneNumber: '9876543210' });
    // Not verified yet: to anyone else the guide does not exist.
    await expect((await callerFor(h)).guides.profile({ email: ASHA })).rejects.toMatchObject({
      cause: { appCode: 'GUIDE_MISSING' },
    });
  });
});
