/**
 * What the guides domain holds about one user — their guide profile and tour plans — for the data
 * download, and the profile's withdrawal when the account is erased.
 */
import type { Blobs, Store } from '@app/infra';
import type { PersonalDataHolder } from '../accounts/index.js';
import { detachReviewsOfGuide, reviewsReceivedBy } from '../reviews/index.js';
import { deleteDocument } from './guide-documents.js';
import type { GuideDoc } from './guide-store.js';
import { guides } from './guide-store.js';
import { guideOfUser } from './guides.js';
import { tourPlans } from './tour-plan-store.js';

/** The guide profile (null when the user never sent one) and its tour plans. */
export async function guideDataOf(store: Store, userId: string) {
  const [profile, plans] = await Promise.all([
    guideOfUser(store, userId),
    tourPlans(store).find({ guideId: userId }, { sort: { startDate: 1 } }),
  ]);
  return {
    profile,
    tourPlans: plans.map(({ guideId: _owner, ...plan }) => plan),
  };
}

/**
 * Takes the guide out of every public list and the booking grid (the lists read the `guides`
 * collection) and deletes their tour plans. Resolves with the profile it removed, whose files the
 * caller deletes (blobs are no part of a store transaction). A repeat removes nothing.
 */
export async function withdrawGuide(tx: Store, userId: string): Promise<GuideDoc | null> {
  const guide = await guideOfUser(tx, userId);
  await tourPlans(tx).deleteMany({ guideId: userId });
  if (!guide) return null;
  await guides(tx).deleteOne({ _id: userId });
  return guide;
}

/** Deletes the guide's picture and official document from blobs; deleting a missing one is harmless. */
export async function deleteGuideFiles(blobs: Blobs, guide: GuideDoc): Promise<void> {
  if (guide.profilePicture) await blobs.delete(`uploads/${guide.profilePicture}`);
  if (guide.officialDocument) await deleteDocument(blobs, guide.officialDocument);
}

/**
 * Guides' part: the profile, tour plans and reviews received in the copy; on erasure the profile
 * goes, its reviews stay without it, and its files are deleted (again after the transaction, with
 * what it removed: a picture uploaded meanwhile in another tab).
 */
export const guidesPersonalData: PersonalDataHolder = {
  copies: {
    async guide(store, user) {
      const { profile, tourPlans } = await guideDataOf(store, user._id);
      return {
        profile,
        tourPlans,
        reviewsReceived: profile ? await reviewsReceivedBy(store, user.email) : [],
      };
    },
  },
  async deleteFiles(store, blobs, user) {
    const guide = await guideOfUser(store, user._id);
    if (guide) await deleteGuideFiles(blobs, guide);
  },
  async erase(tx, user) {
    const guide = await withdrawGuide(tx, user._id);
    if (!guide) return undefined;
    await detachReviewsOfGuide(tx, guide.email);
    return (blobs) => deleteGuideFiles(blobs, guide);
  },
};
