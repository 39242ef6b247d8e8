/**
 * A guide sending their profile again changes their own profile only: the test holds two guides,
 * so a write that matched every profile would hit the other one.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { guideFields, submitGuideForm, submittedGuide } from './guide-fixtures.js';
import { rejectGuide, verifyGuide } from './verification.js';

let h: Harness;
const startProduct = useProduct();

const ASHA = 'asha@example.com';
const RAVI = 'ravi@example.com';

const profile = async (email: string) =>
  (await h.platform.store.collection('guides').findOne({ email })) as Record<string, unknown>;

describe('sending a guide profile again', () => {
  it('changes the sender’s profile only, not another guide’s', async () => {
    h = await startProduct();
    const asha = await submittedGuide(h, ASHA);
    const ravi = await submittedGuide(h, RAVI, { firstName: 'Ravi', lastName: 'Kumar', guidePrice: '18' });
    await rejectGuide(h.platform.store, { email: ASHA, reason: 'The photo is blurred.' });
    await verifyGuide(h.platform.store, RAVI);

    const again = await submitGuideForm(
      h,
      asha,
      guideFields(ASHA, { guidePrice: '22', address: 'Taj Ganj, Agra' }),
    );
    expect(again.body).toMatchObject({ verificationStatus: 'Under Verification' });
    expect(await profile(ASHA)).toMatchObject({
      firstName: 'Asha',
      guidePrice: 22,
      address: 'Taj Ganj, Agra',
      verificationStatus: 'Under Verification',
    });
    expect(await profile(ASHA)).not.toHaveProperty('rejectionReason');
    expect(await profile(RAVI)).toMatchObject({
      email: RAVI,
      firstName: 'Ravi',
      guidePrice: 18,
      address: '12 Fatehabad Road, Agra',
      verificationStatus: 'Verified',
      verifiedAt: expect.any(Date),
    });

    const ravisAgain = await submitGuideForm(
      h,
      ravi,
      guideFields(RAVI, { firstName: 'Ravi', lastName: 'Kumar', guidePrice: '19' }),
    );
    expect(ravisAgain.body).toMatchObject({ verificationStatus: 'Under Verification' });
    expect(await profile(RAVI)).toMatchObject({ firstName: 'Ravi', guidePrice: 19 });
    expect(await profile(ASHA)).toMatchObject({
      firstName: 'Asha',
      guidePrice: 22,
      address: 'Taj Ganj, Agra',
    });
  });
});
