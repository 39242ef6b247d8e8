/**
 * What other domains read of guides (bookings, reviews, notifications): a guide by e-mail or by
 * user, whether they may be offered to travellers, their name and their public profile.
 */
import { type GuidePublicProfile, VERIFICATION_STATUS } from '@app/contracts';
import type { Store } from '@app/infra';
import { normalizeEmail } from '../accounts/index.js';
import type { Ports } from '../core/index.js';
import { guideRating } from '../reviews/index.js';
import { listedPlaces } from './guide-places.js';
import { type GuideDoc, guides } from './guide-store.js';

/** What other folders read of a guide: the fields of their public profile, read-only. */
export type Guide = Readonly<
  Pick<
    GuideDoc,
    | '_id'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'guideCity'
    | 'guidePlaces'
    | 'guidePrice'
    | 'status'
    | 'profilePicture'
    | 'verificationStatus'
    | 'bio'
    | 'languages'
    | 'yearsOfExperience'
    | 'availability'
  >
>;

/** The guide's document with this e-mail (any case), or null when the e-mail is no guide's. */
export function guideByEmail(store: Store, email: string): Promise<GuideDoc | null> {
  return guides(store).findOne({ email: normalizeEmail(email) });
}

/** The guide with this e-mail (any case) as other folders see them, or null. */
export const findGuide = (store: Store, email: string): Promise<Guide | null> => guideByEmail(store, email);

/** The guide profile of a user, or null while they have sent none. */
export function guideOfUser(store: Store, userId: string): Promise<GuideDoc | null> {
  return guides(store).findOne({ _id: userId });
}

/** Only verified guides are offered to travellers (DECISIONS 9). */
export function isVerifiedGuide(guide: Guide): boolean {
  return guide.verificationStatus === VERIFICATION_STATUS.verified;
}

/** Every verified guide, read through the verificationStatus index. */
export function verifiedGuides(store: Store): Promise<Guide[]> {
  return guides(store).find({ verificationStatus: VERIFICATION_STATUS.verified });
}

/** First and last name as one (spec §3 legalname); the last name may be empty. */
export function guideName(guide: Pick<Guide, 'firstName' | 'lastName'>): string {
  return [guide.firstName, guide.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** What anyone may read of a guide, with the average of their reviews (spec §4). */
export async function publicProfile(
  deps: Pick<Ports, 'store' | 'places'>,
  guide: Guide,
): Promise<GuidePublicProfile> {
  const [rating, places] = await Promise.all([
    guideRating(deps.store, guide.email),
    listedPlaces(deps, guide.guidePlaces),
  ]);
  return {
    emailAddress: guide.email,
    firstName: guide.firstName,
    lastName: guide.lastName,
    profilePicture: guide.profilePicture,
    guideCity: guide.guideCity,
    guidePlaces: guide.guidePlaces,
    places,
    guidePrice: guide.guidePrice,
    price: guide.guidePrice,
    legalname: guideName(guide),
    status: guide.status,
    verificationStatus: guide.verificationStatus,
    ...rating,
    bio: guide.bio ?? '',
    languages: guide.languages ?? [],
    yearsOfExperience: guide.yearsOfExperience ?? null,
  };
}
