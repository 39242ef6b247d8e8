/**
 * The `guides` collection: one document per guide, keyed by the guide's user id (a user becomes a
 * guide by submitting a guide profile, DECISIONS 12), unique by e-mail. Tour plans and reviews of
 * guides live in their own collections; their indexes are made here too, at start-up.
 */
import type { GuideAvailability, GuideLanguage, GuideStatus, VerificationStatus } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { ensureGuideReviewIndexes } from '../reviews/index.js';
import { ensureTourPlanIndexes } from './tour-plan-store.js';

export type GuideDoc = Doc & {
  /** The user's e-mail, normalized: what bookings, reviews and tour plans name the guide by. */
  email: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
  countryCode: string;
  /** Digits only, without the country code. */
  phoneNumber: string;
  address: string;
  /** A state or union territory of India (spec §5). */
  guideCity: string;
  /** Comma-separated places, as the catalog names them. */
  guidePlaces: string;
  /** US dollars per person. */
  guidePrice: number;
  status: GuideStatus;
  /** File name under /uploads/. */
  profilePicture: string;
  officialDocumentName: string;
  /** The stored document's generated name (without extension), or '' when none was sent. */
  officialDocument: string;
  verificationStatus: VerificationStatus;
  /** When the operator rejected the profile, why (shown to the guide only). */
  rejectionReason?: string;
  submittedAt: Date;
  verifiedAt?: Date;
  /** What the guide tells travellers, and when they guide (guide-about.ts); absent until set. */
  bio?: string;
  languages?: GuideLanguage[];
  yearsOfExperience?: number | null;
  availability?: GuideAvailability;
};

export const GUIDES = 'guides';

export const guides = (store: Store) => store.collection<GuideDoc>(GUIDES);

export async function ensureGuideIndexes(store: Store): Promise<void> {
  await store.ensureIndex(GUIDES, { fields: ['email'], unique: true });
  // The booking grid and the public lists read verified guides only.
  await store.ensureIndex(GUIDES, { fields: ['verificationStatus'] });
  await ensureTourPlanIndexes(store);
  await ensureGuideReviewIndexes(store);
}
