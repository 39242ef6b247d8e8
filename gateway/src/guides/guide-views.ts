/**
 * The guide's profile as each caller may read it (`GET /api/guides/{email}`), the guide's own
 * (the dashboard's), and their tour-operator data (`POST /api/tourOperatorData`, DECISIONS 12).
 */
import {
  type GuidePrivateProfile,
  type GuideProfileView,
  MESSAGES,
  OPERATOR_VERIFICATION,
  type TourOperatorData,
  VERIFICATION_STATUS,
} from '@app/contracts';
import { type Actor, requireSelf } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { documentLabel } from './guide-documents.js';
import type { GuideDoc } from './guide-store.js';
import { guideByEmail, guideName, guideOfUser, isVerifiedGuide, publicProfile } from './guides.js';

/** Everything of the profile, for the guide themself. */
export async function privateProfile(
  deps: Pick<Ports, 'store' | 'places'>,
  guide: GuideDoc,
): Promise<GuidePrivateProfile> {
  return {
    ...(await publicProfile(deps, guide)),
    dob: guide.dob,
    countryCode: guide.countryCode,
    phoneNumber: guide.phoneNumber,
    address: guide.address,
    officialDocumentName: guide.officialDocumentName,
    officialDocument: documentLabel(guide),
    availability: guide.availability ?? null,
    ...(guide.rejectionReason === undefined ? {} : { rejectionReason: guide.rejectionReason }),
  };
}

/**
 * The guide's own view for the guide, the public one for anyone else. A guide not verified yet is
 * not offered to anyone, so to anyone else it does not exist (404, as an unknown e-mail).
 */
export async function guideProfile(
  deps: Pick<Ports, 'store' | 'places'>,
  actor: Actor,
  email: string,
): Promise<GuideProfileView> {
  const guide = await guideByEmail(deps.store, email);
  const own = guide !== null && actor.user?._id === guide._id;
  if (!guide || (!own && !isVerifiedGuide(guide)))
    throw new AppError('NOT_FOUND', MESSAGES.guideMissing, 'GUIDE_MISSING');
  return own ? privateProfile(deps, guide) : publicProfile(deps, guide);
}

/**
 * The caller's own profile, for the guide dashboard; null while they have sent none, which there is
 * not a failure but the form to become a guide. Another user's e-mail is refused.
 */
export async function ownGuideProfile(
  deps: Pick<Ports, 'store' | 'places'>,
  actor: Actor,
  input: { storedLoggedInEmail?: string | undefined },
): Promise<GuidePrivateProfile | null> {
  const user = requireSelf(actor, input.storedLoggedInEmail);
  const guide = await guideOfUser(deps.store, user._id);
  return guide ? privateProfile(deps, guide) : null;
}

/** What a user who has sent no guide profile reads: nothing yet, not verified. */
const NO_GUIDE: TourOperatorData = {
  legalname: '',
  price: 0,
  phoneNumber: '',
  address: '',
  legalDocument: '',
  verification: OPERATOR_VERIFICATION.none,
  verificationStatus: VERIFICATION_STATUS.notSent,
};

/** `POST /api/tourOperatorData`: the caller's own guide data; another user's e-mail is refused. */
export async function tourOperatorData(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { storedLoggedInEmail?: string | undefined },
): Promise<TourOperatorData> {
  const user = requireSelf(actor, input.storedLoggedInEmail);
  const guide = await guideOfUser(deps.store, user._id);
  if (!guide) return NO_GUIDE;
  return {
    legalname: guideName(guide),
    price: guide.guidePrice,
    phoneNumber: guide.phoneNumber,
    address: guide.address,
    legalDocument: documentLabel(guide),
    verification: isVerifiedGuide(guide) ? OPERATOR_VERIFICATION.done : OPERATOR_VERIFICATION.none,
    verificationStatus: guide.verificationStatus,
    ...(guide.rejectionReason === undefined ? {} : { rejectionReason: guide.rejectionReason }),
  };
}
