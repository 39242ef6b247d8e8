/**
 * The guide profile form's state (spec §5) and the pure steps around it: an empty or prefilled
 * form, the checks before sending (the contracts' `checkGuideProfile`, which the server runs too,
 * plus the file checks the server makes by content), which fields a message is about, and the
 * FormData `guides.submitProfile` receives (as multipart, like `POST /api/your-api-endpoint`).
 */
import {
  checkGuideProfile,
  DEFAULT_GUIDE_COUNTRY_CODE,
  GUIDE_COUNTRY_CODES,
  GUIDE_PHONE_MAX_DIGITS,
  GUIDE_RULES,
  GUIDE_TEXT_FIELDS,
  type GuideFormFields,
  type GuidePrivateProfile,
  type GuideTextField,
  MESSAGES,
  PICTURE_RULES,
  VERIFICATION_STATUS,
} from '@app/contracts';

export interface GuideFormState {
  readonly fields: GuideFormFields;
  readonly picture: File | null;
  readonly document: File | null;
}

/** A text field, or one of the two files. */
export type GuideFormKey = GuideTextField | 'picture' | 'document';

/** Spec §5: every field is required except the last name and the document's name. */
const REQUIRED: readonly GuideTextField[] = [
  'firstName',
  'dob',
  'countryCode',
  'phoneNumber',
  'address',
  'guideCity',
  'guidePlaces',
  'guidePrice',
  'status',
  'emailAddress',
];

export function emptyGuideForm(email: string): GuideFormState {
  return {
    fields: {
      firstName: '',
      lastName: '',
      dob: '',
      countryCode: DEFAULT_GUIDE_COUNTRY_CODE,
      phoneNumber: '',
      address: '',
      guideCity: '',
      guidePlaces: '',
      guidePrice: '',
      verificationStatus: VERIFICATION_STATUS.notSent,
      status: '',
      emailAddress: email,
      officialDocumentName: '',
    },
    picture: null,
    document: null,
  };
}

/** The form filled from the guide's own profile; the files are chosen again (or fetched, the picture). */
export function guideFormFromProfile(profile: GuidePrivateProfile, email: string): GuideFormState {
  const knownCode = (GUIDE_COUNTRY_CODES as readonly string[]).includes(profile.countryCode);
  return {
    fields: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      dob: profile.dob,
      countryCode: knownCode ? profile.countryCode : DEFAULT_GUIDE_COUNTRY_CODE,
      phoneNumber: profile.phoneNumber,
      address: profile.address,
      guideCity: profile.guideCity,
      guidePlaces: profile.guidePlaces,
      guidePrice: String(profile.guidePrice),
      verificationStatus: profile.verificationStatus,
      status: profile.status,
      emailAddress: email,
      officialDocumentName: profile.officialDocumentName,
    },
    picture: null,
    document: null,
  };
}

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * What is wrong with the form, in the server's order (spec §5), then the files by the limits the
 * server applies (DECISIONS 8); null when it may be sent.
 */
export function checkGuideForm(state: GuideFormState, now: Date): string | null {
  const { picture, document } = state;
  const problem = checkGuideProfile(
    state.fields,
    { hasPicture: picture !== null, hasDocument: document !== null },
    now,
  );
  if (problem !== null) return problem;
  if (picture !== null && !picture.type.startsWith('image/')) return MESSAGES.pictureType;
  if (picture !== null && picture.size > PICTURE_RULES.maxBytes) return MESSAGES.pictureTooLarge;
  if (document !== null && (!isPdf(document) || document.size > GUIDE_RULES.documentMaxBytes))
    return MESSAGES.guideDocumentType;
  return null;
}

const KEYS_OF_MESSAGE = new Map<string, readonly GuideFormKey[]>([
  [MESSAGES.guidePictureRequired, ['picture']],
  [MESSAGES.pictureType, ['picture']],
  [MESSAGES.pictureTooLarge, ['picture']],
  [MESSAGES.guideNameLength, ['firstName', 'lastName']],
  [MESSAGES.guideDob, ['dob']],
  [MESSAGES.guideAge, ['dob']],
  [MESSAGES.guideCountryCode, ['countryCode']],
  [MESSAGES.guidePhone, ['phoneNumber']],
  [MESSAGES.guideAddressLength, ['address']],
  [MESSAGES.guideCity, ['guideCity']],
  [MESSAGES.guidePlaces, ['guidePlaces']],
  [MESSAGES.guidePrice, ['guidePrice']],
  [MESSAGES.guideStatus, ['status']],
  [MESSAGES.guideDocumentRequired, ['document']],
  [MESSAGES.guideDocumentType, ['document']],
  [MESSAGES.guideDocumentName, ['officialDocumentName']],
]);

/** The fields a rule message (the form's or the server's) is about, so they can be marked invalid. */
export function invalidKeys(message: string, state: GuideFormState): ReadonlySet<GuideFormKey> {
  if (message === MESSAGES.guideFieldsRequired)
    return new Set(REQUIRED.filter((name) => state.fields[name].trim() === ''));
  return new Set(KEYS_OF_MESSAGE.get(message) ?? []);
}

/** The multipart body: every text field of the contract, then the files that were chosen. */
export function toGuideFormData(state: GuideFormState): FormData {
  const form = new FormData();
  for (const name of GUIDE_TEXT_FIELDS) form.append(name, state.fields[name].trim());
  if (state.picture !== null) form.append('profilePicture', state.picture);
  if (state.document !== null) form.append('officialDocument', state.document);
  return form;
}

/** 'Guide licence 2024.pdf' → 'Guide licence 2024': the name a chosen document is given by default. */
export function documentNameOf(fileName: string): string {
  return fileName.replace(/\.pdf$/i, '').slice(0, GUIDE_RULES.documentNameMax);
}

/** Digits only, at most the spec's 10 (spec §5): what the phone field keeps of what was typed. */
export function phoneDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, GUIDE_PHONE_MAX_DIGITS);
}
