/**
 * What the reviews domain holds about one person, for their data download and their account's
 * erasure. Reviews outlive their author (other travellers rely on them) but not the author's name.
 */
import { FORMER_GUIDE, FORMER_TRAVELLER } from '@app/contracts';
import type { Store } from '@app/infra';
import type { PersonalDataHolder } from '../accounts/index.js';
import { guideReviews, listGuideReviews } from './guide-reviews.js';
import { reviews } from './site-reviews.js';
import { travellerReviews } from './traveller-reviews.js';

/** Marks a review whose author's account was erased: it links to nobody. */
const ERASED_AUTHOR = 'erased';

/**
 * The reviews the user wrote: of the site, of guides they toured with and, as a guide, of their
 * travellers; and what guides wrote about them once published (a sealed one would break the
 * double-blind: it comes with the next copy after it opens).
 */
export async function reviewsWrittenBy(store: Store, user: { _id: string; email: string }) {
  const userId = user._id;
  const [ofTheSite, ofGuides, ofTravellers, aboutYou] = await Promise.all([
    reviews(store).find({ userId }, { sort: { createdAt: 1 } }),
    guideReviews(store).find({ touristId: userId }, { sort: { createdAt: 1 } }),
    travellerReviews(store).find({ guideEmail: user.email }, { sort: { createdAt: 1 } }),
    travellerReviews(store).find({ touristId: userId, sealed: { $ne: true } }, { sort: { createdAt: 1 } }),
  ]);
  const travellerRow = (r: (typeof ofTravellers)[number]) => ({
    bookingId: r.bookingId,
    guideName: r.guideName,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt,
  });
  return {
    ofTravellers: ofTravellers.map(travellerRow),
    aboutYou: aboutYou.map(travellerRow),
    ofTheSite: ofTheSite.map((r) => ({ opinion: r.opinion, rating: r.review, createdAt: r.createdAt })),
    ofGuides: ofGuides.map((r) => ({
      bookingId: r.bookingId,
      guideEmail: r.guideEmail,
      name: r.name,
      review: r.review,
      rating: r.rating,
      createdAt: r.createdAt,
    })),
  };
}

/** The reviews a guide received (public already; part of what is held about the guide). */
export const reviewsReceivedBy = listGuideReviews;

/**
 * Keeps the user's reviews but not who wrote them: the site list shows a review without an
 * author as 'Former traveller' with no e-mail or picture; a guide review drops the name and the
 * picture it copied. A repeat changes nothing.
 */
export async function anonymiseReviewsBy(tx: Store, userId: string, now: Date): Promise<void> {
  await reviews(tx).updateMany({ userId }, { $set: { userId: ERASED_AUTHOR, anonymisedAt: now } });
  await guideReviews(tx).updateMany(
    { touristId: userId },
    { $set: { touristId: ERASED_AUTHOR, name: FORMER_TRAVELLER, profilePicture: '', anonymisedAt: now } },
  );
}

/**
 * Reviews of a guide whose account is erased stop naming the guide's e-mail: whoever registers
 * that e-mail later must not inherit them. They stay with their writers, shown nowhere.
 */
export async function detachReviewsOfGuide(tx: Store, guideEmail: string): Promise<void> {
  await guideReviews(tx).updateMany({ guideEmail }, { $set: { guideEmail: '' } });
}

/** Reviews' part: what the user wrote in the copy; kept on erasure, by nobody. */
export const reviewsPersonalData: PersonalDataHolder = {
  copies: { reviews: (store, user) => reviewsWrittenBy(store, user) },
  async erase(tx, user, now) {
    await anonymiseReviewsBy(tx, user._id, now);
    // What guides wrote about the user is about them: it goes. What they wrote as a guide stays, unsigned.
    await travellerReviews(tx).deleteMany({ touristId: user._id });
    await travellerReviews(tx).updateMany(
      { guideEmail: user.email },
      { $set: { guideEmail: '', guideName: FORMER_GUIDE, anonymisedAt: now } },
    );
    return undefined;
  },
};
