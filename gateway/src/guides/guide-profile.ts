/**
 * Submitting the guide profile (spec §5, §4): the rules in the spec's order, the files checked by
 * their bytes, and the profile sent for verification. Submitting makes the user a guide; a guide
 * already under verification waits for the operator's answer before sending again.
 */
import {
  checkGuideProfile,
  type ErrorCode,
  GUIDE_RULES,
  type GuideStatus,
  MESSAGES,
  VERIFICATION_STATUS,
} from '@app/contracts';
import type { Store } from '@app/infra';
import { type Account, type Actor, requireSelf } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { storePicture } from '../uploads/index.js';
import { checkDocument, deleteDocument, storeDocument } from './guide-documents.js';
import { type GuideDoc, guides } from './guide-store.js';
import { type GuideUpload, readGuideUpload } from './guide-upload.js';
import { guideOfUser } from './guides.js';

/** The stable code of each rule's message; every other rule is GUIDE_INVALID. */
const CODES: Partial<Record<string, ErrorCode>> = {
  [MESSAGES.guideFieldsRequired]: 'GUIDE_FIELDS_REQUIRED',
  [MESSAGES.guidePictureRequired]: 'GUIDE_PICTURE_REQUIRED',
  [MESSAGES.guideDocumentRequired]: 'GUIDE_DOCUMENT',
};

const underVerification = () =>
  new AppError('CONFLICT', MESSAGES.guideUnderVerification, 'GUIDE_UNDER_VERIFICATION');

/** The signed-in user, or 401 in the guide area's own words (spec §2: 'please log in first'). */
export function requireGuideAreaUser(actor: Actor): Account {
  if (!actor.user) throw new AppError('UNAUTHORIZED', MESSAGES.pleaseLogInFirstGuide, 'NOT_LOGGED_IN');
  return actor.user;
}

type Stored = { picture: string; document: string };

/** The guide document the form describes, with its stored files, sent for verification now. */
function profileOf(user: Account, upload: GuideUpload, files: Stored, now: Date): GuideDoc {
  const f = upload.fields;
  const givenName = f.officialDocumentName.trim() || (upload.document?.fileName.trim() ?? '');
  return {
    _id: user._id,
    email: user.email,
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    dob: f.dob.trim(),
    countryCode: f.countryCode.trim(),
    phoneNumber: f.phoneNumber.trim(),
    address: f.address.trim(),
    guideCity: f.guideCity.trim(),
    guidePlaces: f.guidePlaces.trim(),
    guidePrice: Number(f.guidePrice.trim()),
    status: f.status.trim() as GuideStatus,
    profilePicture: files.picture,
    officialDocumentName: files.document ? givenName.slice(0, GUIDE_RULES.documentNameMax) : '',
    officialDocument: files.document,
    verificationStatus: VERIFICATION_STATUS.underVerification,
    submittedAt: now,
  };
}

/** Writes the profile unless one is under verification already; returns the one it replaced. */
async function saveProfile(tx: Store, profile: GuideDoc): Promise<GuideDoc | null> {
  const current = await guideOfUser(tx, profile._id);
  if (current?.verificationStatus === VERIFICATION_STATUS.underVerification) throw underVerification();
  if (!current) {
    await guides(tx).insertOne(profile);
    return null;
  }
  const { _id, ...fields } = profile;
  // A new submission starts verification afresh: the last verdict no longer applies.
  await guides(tx).updateOne({ _id }, { $set: fields, $unset: { rejectionReason: true, verifiedAt: true } });
  return current;
}

/** Removes files no profile refers to any more; a failure only leaves an unread blob behind. */
async function discardFiles(deps: Pick<Ports, 'logger' | 'blobs'>, files: Stored): Promise<void> {
  const removals = [
    files.picture ? deps.blobs.delete(`uploads/${files.picture}`) : null,
    files.document ? deleteDocument(deps.blobs, files.document) : null,
  ];
  await Promise.all(
    removals.map((removal) =>
      removal?.catch((err: unknown) => deps.logger.warn({ err, files }, 'guide files not deleted')),
    ),
  );
}

/** `POST /api/your-api-endpoint` and tRPC `guides.submitProfile`: the guide form as either edge received it. */
export async function submitGuideProfile(
  deps: Pick<Ports, 'logger' | 'store' | 'blobs'>,
  actor: Actor,
  form: FormData,
  now = new Date(),
) {
  const user = requireGuideAreaUser(actor);
  const upload = await readGuideUpload(form);
  requireSelf(actor, upload.fields.emailAddress.trim());
  const files = { hasPicture: upload.picture !== null, hasDocument: upload.document !== null };
  const problem = checkGuideProfile(upload.fields, files, now);
  if (problem) throw new AppError('BAD_REQUEST', problem, CODES[problem] ?? 'GUIDE_INVALID');
  if (upload.document) await checkDocument(upload.document.bytes);
  // Asked before any file is stored; asked again where it counts, in the transaction.
  if ((await guideOfUser(deps.store, user._id))?.verificationStatus === VERIFICATION_STATUS.underVerification)
    throw underVerification();

  const picture = upload.picture ? await storePicture(deps.blobs, upload.picture) : '';
  const stored = {
    picture,
    document: upload.document ? await storeDocument(deps.blobs, upload.document.bytes) : '',
  };
  let replaced: GuideDoc | null;
  try {
    replaced = await deps.store.transaction((tx) => saveProfile(tx, profileOf(user, upload, stored, now)));
  } catch (error) {
    await discardFiles(deps, stored);
    throw error;
  }
  if (replaced)
    await discardFiles(deps, { picture: replaced.profilePicture, document: replaced.officialDocument });
  return { message: MESSAGES.guideSubmitted, verificationStatus: VERIFICATION_STATUS.underVerification };
}
