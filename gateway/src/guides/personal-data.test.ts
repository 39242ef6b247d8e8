/**
 * The guides' part of a user's data (DPDP Act ss. 11–12): the copy holds the user's guide profile,
 * their own tour plans by start date and the reviews they received as a guide; erasure withdraws the
 * profile and its plans, and the guide's picture and document leave blobs. Another guide's data
 * stays as it was throughout.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsBlobs, NedbStore, type Store } from '@app/infra';
import { afterAll, describe, expect, it } from 'vitest';
import type { Account } from '../accounts/index.js';
import { type GuideReviewDoc, guideReviews } from '../reviews/guide-reviews.js';
import { type GuideDoc, guides } from './guide-store.js';
import { guidesPersonalData } from './personal-data.js';
import { type TourPlanDoc, tourPlans } from './tour-plan-store.js';

const blobDirs: string[] = [];
afterAll(() => {
  for (const dir of blobDirs) rmSync(dir, { recursive: true, force: true });
});

const day = (n: number) => new Date(Date.UTC(2027, 2, n));
// Mira's id sorts before Asha's: a delete that matched any guide would take Mira's profile.
const ASHA = { _id: 'user-b-asha', email: 'asha@example.com' };
const MIRA = { _id: 'user-a-mira', email: 'mira@example.com' };
const TINA = { _id: 'user-c-tina', email: 'tina@example.com' };
const account = (user: { _id: string; email: string }) => user as Account;

function guideDoc(user: { _id: string; email: string }, files: Partial<GuideDoc> = {}): GuideDoc {
  const name = user.email.split('@')[0] ?? '';
  return {
    _id: user._id,
    email: user.email,
    firstName: name,
    lastName: 'Verma',
    dob: '1990-05-20',
    countryCode: '+91',
    phoneNumber: '9876543210',
    address: 'Agra',
    guideCity: 'Uttar Pradesh',
    guidePlaces: 'Taj Mahal',
    guidePrice: 15,
    status: 'professional',
    profilePicture: `${name}.png`,
    officialDocumentName: 'licence.pdf',
    officialDocument: `${name}-licence`,
    verificationStatus: 'Verified',
    submittedAt: day(1),
    ...files,
  };
}

const plan = (id: string, owner: { _id: string; email: string }, start: number): TourPlanDoc => ({
  _id: id,
  guideId: owner._id,
  guideEmail: owner.email,
  startCity: 'Agra',
  place: `Place ${id}`,
  price: 45,
  startDate: day(start),
  endDate: day(start + 1),
  createdAt: day(1),
  updatedAt: day(1),
});

const review = (id: string, guideEmail: string): GuideReviewDoc => ({
  _id: id,
  bookingId: `booking-${id}`,
  guideEmail,
  touristId: 'user-tourist',
  name: 'Tourist',
  review: `Review ${id}`,
  rating: 5,
  profilePicture: '',
  createdAt: day(3),
});

/** The blobs of the guide's files, of those they have. */
const fileKeys = (guide: GuideDoc) => [
  ...(guide.profilePicture ? [`uploads/${guide.profilePicture}`] : []),
  ...(guide.officialDocument ? [`guide-documents/${guide.officialDocument}.pdf`] : []),
];

/**
 * Asha and Mira, guides with a picture and a document each; Tina, no guide. Asha's plans are stored
 * in neither start-date order nor id order, so only a sort by start date lists them in it.
 */
async function seeded(ashaFiles: Partial<GuideDoc> = {}) {
  const store: Store = new NedbStore(null);
  const dir = mkdtempSync(join(tmpdir(), 'guide-files-'));
  blobDirs.push(dir);
  const blobs = new FsBlobs(dir);
  const asha = guideDoc(ASHA, ashaFiles);
  const mira = guideDoc(MIRA);
  await guides(store).insertMany([mira, asha]);
  await tourPlans(store).insertMany([
    plan('p1', ASHA, 20),
    plan('p2', ASHA, 5),
    plan('p3', MIRA, 8),
    plan('p4', ASHA, 12),
  ]);
  await guideReviews(store).insertMany([review('r1', ASHA.email), review('r2', MIRA.email)]);
  for (const key of [...fileKeys(asha), ...fileKeys(mira)])
    await blobs.put(key, Buffer.from(key), { contentType: 'application/octet-stream' });
  const stored = async (keys: string[]) =>
    (await Promise.all(keys.map(async (key) => ((await blobs.stat(key)) ? key : null)))).filter(Boolean);
  return { store, blobs, asha, mira, stored };
}

const withoutOwner = ({ guideId: _owner, ...rest }: TourPlanDoc) => rest;

describe('the guides’ part of a user’s copy', () => {
  it('holds the profile, the user’s own tour plans by start date without the owner id, and the reviews received', async () => {
    const { store, asha } = await seeded();
    const copy = await guidesPersonalData.copies?.guide?.(store, account(ASHA));
    expect(copy).toEqual({
      profile: asha,
      tourPlans: [plan('p2', ASHA, 5), plan('p4', ASHA, 12), plan('p1', ASHA, 20)].map(withoutOwner),
      reviewsReceived: [expect.objectContaining({ id: 'r1', review: 'Review r1' })],
    });
  });

  it('holds no profile, no plan and no review for a user who never sent a guide profile', async () => {
    const { store } = await seeded();
    expect(await guidesPersonalData.copies?.guide?.(store, account(TINA))).toEqual({
      profile: null,
      tourPlans: [],
      reviewsReceived: [],
    });
  });
});

describe('erasing a guide', () => {
  it('withdraws their profile and plans, unsigns the reviews of them, then deletes their files; Mira’s stay', async () => {
    const { store, blobs, asha, mira, stored } = await seeded();
    const after = await guidesPersonalData.erase?.(store, account(ASHA), day(30));
    expect(await guides(store).find({})).toEqual([mira]);
    expect((await tourPlans(store).find({})).map((p) => p._id)).toEqual(['p3']);
    expect(
      (await guideReviews(store).find({}, { sort: { _id: 1 } })).map((r) => [r._id, r.guideEmail]),
    ).toEqual([
      ['r1', ''],
      ['r2', MIRA.email],
    ]);
    // Blobs are no part of the transaction: the files go only when the erasure calls back.
    expect(await stored(fileKeys(asha))).toEqual(fileKeys(asha));
    await after?.(blobs);
    expect(await stored([...fileKeys(asha), ...fileKeys(mira)])).toEqual(fileKeys(mira));
  });

  it('does nothing the second time: no profile is left to withdraw and no file to delete', async () => {
    const { store } = await seeded();
    await guidesPersonalData.erase?.(store, account(ASHA), day(30));
    expect(await guidesPersonalData.erase?.(store, account(ASHA), day(31))).toBeUndefined();
    expect(await guidesPersonalData.erase?.(store, account(TINA), day(31))).toBeUndefined();
    expect((await guides(store).find({})).map((g) => g._id)).toEqual([MIRA._id]);
  });
});

describe('deleting a guide’s files before the erasure', () => {
  it('deletes the guide’s picture under uploads/ and their document, not Mira’s, and keeps the profile', async () => {
    const { store, blobs, asha, mira, stored } = await seeded();
    await guidesPersonalData.deleteFiles?.(store, blobs, account(ASHA));
    expect(await stored([...fileKeys(asha), ...fileKeys(mira)])).toEqual(fileKeys(mira));
    expect(await guides(store).count({})).toBe(2);
  });

  it('deletes only the file there is: a freelancer sent no document, a demo guide has no picture yet', async () => {
    for (const missing of [{ officialDocument: '' }, { profilePicture: '' }]) {
      const { store, blobs, asha, mira, stored } = await seeded(missing);
      await guidesPersonalData.deleteFiles?.(store, blobs, account(ASHA));
      expect(await stored([...fileKeys(asha), ...fileKeys(mira)])).toEqual(fileKeys(mira));
    }
  });

  it('deletes nothing for a user who is no guide', async () => {
    const { store, blobs, asha, mira, stored } = await seeded();
    await guidesPersonalData.deleteFiles?.(store, blobs, account(TINA));
    expect(await stored([...fileKeys(asha), ...fileKeys(mira)])).toEqual([
      ...fileKeys(asha),
      ...fileKeys(mira),
    ]);
  });
});
