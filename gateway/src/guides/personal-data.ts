/**
 * What the guides domain holds about one user — their guide profile and tour plans — for the data
 * download, and the profile's withdrawal when the account is erased.
 */
import type { Blobs, Store } from '@app/infra';
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
  await tx.collection('guide_calendars').deleteOne({ _id: guide.email });
  return guide;
}

/** Deletes the guide's picture and official document from blobs; deleting a missing one is harmless. */
export async function deleteGuideFiles(blobs: Blobs, guide: GuideDoc): Promise<void> {
  if (guide.profilePicture) await blobs.delete(`uploads/${guide.profilePicture}`);
  if (guide.officialDocument) await deleteDocument(blobs, guide.officialDocument);
}
