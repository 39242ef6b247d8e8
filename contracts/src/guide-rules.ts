/**
 * Guide rules and shapes without zod (spec §3 Guide, Tour operator data, Guide tour plan, Review of a
 * guide, Earned money entry; §5 guide profile rules), so the browser can import them without the
 * schema library; the schemas in guides.ts are built on them.
 */

import { GUIDE_COUNTRY_CODES, GUIDE_PHONE_MAX_DIGITS, INDIAN_STATES } from './business.js';
import type { GuideAvailability, GuideLanguage } from './guide-about.js';
import { MESSAGES } from './messages.js';
import type { SubScores } from './tour-reviews.js';

export const GUIDE_STATUSES = ['professional', 'freelancer'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

/** Spec §4: 'Send For verification' until submitted; the operator then verifies or rejects. */
export const VERIFICATION_STATUS = {
  notSent: 'Send For verification',
  underVerification: 'Under Verification',
  verified: 'Verified',
  rejected: 'Rejected',
} as const;
export type VerificationStatus = (typeof VERIFICATION_STATUS)[keyof typeof VERIFICATION_STATUS];

/** `tourOperatorData.verification`: 'not verified' means none (spec §3). */
export const OPERATOR_VERIFICATION = { none: 'not verified', done: 'verified' } as const;

export const GUIDE_RULES = {
  /** A guide's price per person, in US dollars. */
  price: { min: 1, max: 1000 },
  minimumAge: 18,
  nameMax: 60,
  addressMax: 300,
  placesMax: 1000,
  placeMax: 120,
  documentNameMax: 120,
  /** The PDF an professional attaches. */
  documentMaxBytes: 5 * 1024 * 1024,
} as const;

/** The text fields of `POST /api/your-api-endpoint` (multipart), as the form sends them. */
export const GUIDE_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'dob',
  'countryCode',
  'phoneNumber',
  'address',
  'guideCity',
  'guidePlaces',
  'guidePrice',
  'verificationStatus',
  'status',
  'emailAddress',
  'officialDocumentName',
] as const;
export type GuideTextField = (typeof GUIDE_TEXT_FIELDS)[number];
export type GuideFormFields = Record<GuideTextField, string>;

/** Fields that may be empty (spec §5); the picture and document are files, checked apart. */
const OPTIONAL_FIELDS: ReadonlySet<GuideTextField> = new Set([
  'lastName',
  'officialDocumentName',
  // Sent by the form, decided by the server.
  'verificationStatus',
]);

/** Whole years between a YYYY-MM-DD birth date and `now`; null when it is not a real date. */
function ageOn(dob: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The places a guide guides: the comma-separated list, trimmed, without empty entries. */
export function splitPlaces(guidePlaces: string): string[] {
  return guidePlaces
    .split(',')
    .map((place) => place.trim())
    .filter((place) => place.length > 0);
}

export interface GuideFiles {
  hasPicture: boolean;
  /** Whether an official document was attached (its type is checked by its bytes on the server). */
  hasDocument: boolean;
}

/**
 * Spec §5 in its order: missing fields first ('Please fill in all required fields.'), then the
 * picture ('profile picture is necessary'), then each field's own rule. Null when all hold.
 */
export function checkGuideProfile(fields: GuideFormFields, files: GuideFiles, now: Date): string | null {
  const missing = GUIDE_TEXT_FIELDS.some(
    (name) => !OPTIONAL_FIELDS.has(name) && (fields[name] ?? '').trim() === '',
  );
  if (missing) return MESSAGES.guideFieldsRequired;
  if (!files.hasPicture) return MESSAGES.guidePictureRequired;
  const { firstName, lastName, dob, countryCode, phoneNumber, address, guideCity, guidePlaces } = fields;
  if (firstName.trim().length > GUIDE_RULES.nameMax || lastName.trim().length > GUIDE_RULES.nameMax)
    return MESSAGES.guideNameLength;
  const age = ageOn(dob.trim(), now);
  if (age === null || age > 120) return MESSAGES.guideDob;
  if (age < GUIDE_RULES.minimumAge) return MESSAGES.guideAge;
  if (!(GUIDE_COUNTRY_CODES as readonly string[]).includes(countryCode.trim()))
    return MESSAGES.guideCountryCode;
  if (!new RegExp(`^\\d{1,${GUIDE_PHONE_MAX_DIGITS}}$`).test(phoneNumber.trim())) return MESSAGES.guidePhone;
  if (address.trim().length > GUIDE_RULES.addressMax) return MESSAGES.guideAddressLength;
  if (!(INDIAN_STATES as readonly string[]).includes(guideCity.trim())) return MESSAGES.guideCity;
  const places = splitPlaces(guidePlaces);
  if (
    places.length === 0 ||
    guidePlaces.length > GUIDE_RULES.placesMax ||
    places.some((place) => place.length > GUIDE_RULES.placeMax)
  )
    return MESSAGES.guidePlaces;
  const price = Number(fields.guidePrice.trim());
  if (!Number.isFinite(price) || price < GUIDE_RULES.price.min || price > GUIDE_RULES.price.max)
    return MESSAGES.guidePrice;
  if (Math.abs(Math.round(price * 100) - price * 100) > 1e-6) return MESSAGES.guidePrice;
  if (!(GUIDE_STATUSES as readonly string[]).includes(fields.status.trim())) return MESSAGES.guideStatus;
  if (fields.status.trim() === 'professional' && !files.hasDocument) return MESSAGES.guideDocumentRequired;
  if (fields.officialDocumentName.length > GUIDE_RULES.documentNameMax) return MESSAGES.guideDocumentName;
  return null;
}

/** What anyone may read of a guide (`GET /api/guides/{email}`, the booking grid). */
export interface GuidePublicProfile {
  emailAddress: string;
  firstName: string;
  lastName: string;
  /** File name under /uploads/. */
  profilePicture: string;
  guideCity: string;
  guidePlaces: string;
  /** guidePlaces one place each: a place whose name holds a comma ("City Palace, Jaipur") stays whole. */
  places: string[];
  /** Price per person in USD. */
  guidePrice: number;
  /** The same price: what the booking grid shows and the payment starts from (spec §3). */
  price: number;
  /** firstName and lastName as one name. */
  legalname: string;
  status: GuideStatus;
  verificationStatus: VerificationStatus;
  /** Rounded mean of the guide's review ratings, 0 when none (spec §4). */
  averageRating: number;
  reviewCount: number;
  /** What the guide tells travellers (issue 26): '' and [] while they have not. */
  bio: string;
  languages: GuideLanguage[];
  yearsOfExperience: number | null;
}

/** What only the guide reads of their own profile. */
export interface GuidePrivateProfile extends GuidePublicProfile {
  /** YYYY-MM-DD */
  dob: string;
  countryCode: string;
  phoneNumber: string;
  address: string;
  officialDocumentName: string;
  /** `<stored name>_<name given>`, or '' (spec §3 legalDocument). */
  officialDocument: string;
  /** Why the operator rejected the profile, when it was rejected. */
  rejectionReason?: string;
  /** When the guide works; null while they have not said (offered at any time). */
  availability: GuideAvailability | null;
}

export type GuideProfileView = GuidePublicProfile | GuidePrivateProfile;

/** `POST /api/tourOperatorData`: the caller's guide data (DECISIONS 12 designs the shape). */
export interface TourOperatorData {
  legalname: string;
  price: number;
  phoneNumber: string;
  address: string;
  legalDocument: string;
  verification: (typeof OPERATOR_VERIFICATION)[keyof typeof OPERATOR_VERIFICATION];
  verificationStatus: VerificationStatus;
  rejectionReason?: string;
}

/** `GET /api/reviews/{email}`: one review of a guide (spec §3). */
export interface GuideReview {
  id: string;
  name: string;
  review: string;
  rating: number;
  /** Guiding, organisation and value, when the traveller gave them (issue 26). */
  scores?: SubScores;
  profilePicture: string;
  createdAt: string;
}

export const GUIDE_REVIEW_MAX = 1000;

/** `POST /api/getEarnedMoney`: one paid booking the guide earned from (spec §3: amount, in USD). */
export interface EarnedMoneyEntry {
  bookingId: string;
  amount: number;
  touristPlace: string;
  numPeople: number;
  /** When the tour starts, ISO. */
  startsAt: string;
  /** Whether the tour has taken place (paid, accepted, its time passed). */
  completed: boolean;
}

/** One tour plan as every list answers it: the entity's names and the public list's (spec §3). */
export interface TourPlan {
  id: string;
  start_city: string;
  place: string;
  price: number;
  start_date: string;
  end_date: string;
  startCity: string;
  startDate: string;
  endDate: string;
  tourGuideEmail: string;
  tourGuideName: string;
  tourGuideImage: string;
}

/** One guide as `pnpm admin guides list` shows it. */
export interface GuideAdminView {
  email: string;
  name: string;
  guideCity: string;
  status: GuideStatus;
  verificationStatus: VerificationStatus;
  submittedAt: string | null;
}
