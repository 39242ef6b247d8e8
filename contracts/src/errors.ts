/**
 * Stable error codes. Every error answer carries one beside the spec's message text — REST as
 * `{ message, code }`, tRPC as `error.data.appCode` — and the browser branches on the code, never
 * on the wording.
 */
export const ERROR_CODES = [
  // Requests the gateway refuses before any service sees them.
  'INVALID_INPUT',
  'MALFORMED_BODY',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'CROSS_SITE',
  'TOO_MANY_CALLS',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  // The server's disk is full: nothing was saved, and a retry shortly may succeed.
  'STORAGE_FULL',
  // Who is calling.
  'NOT_LOGGED_IN',
  'WRONG_ACCOUNT',
  'FORBIDDEN',
  'CONFLICT',
  // Accounts.
  'ACCOUNT_MISSING',
  'ACCOUNT_EXISTS',
  'PASSWORD_INCORRECT',
  'GOOGLE_ACCOUNT',
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_FAILED',
  'GOOGLE_UNVERIFIED',
  'OTP_INCORRECT',
  'OTP_EXPIRED',
  'OTP_EXHAUSTED',
  'OTP_MISSING',
  'OTP_TOO_SOON',
  'PICTURE_MISSING',
  'PICTURE_TYPE',
  'PICTURE_TOO_LARGE',
  // Privacy: erasing an account (privacy.ts).
  'DELETE_NOT_CONFIRMED',
  'UPCOMING_PAID_BOOKING',
  'PAYMENT_IN_PROGRESS',
  // Catalog and audio.
  'UNKNOWN_PLACE',
  'UNKNOWN_COUNTRY',
  'AUDIO_LOG_IN',
  'AUDIO_DAILY_LIMIT',
  'AUDIO_SUBSCRIPTION_REQUIRED',
  'AUDIO_MINUTES_USED',
  'PLAN_NOT_PURCHASED',
  'ALREADY_LISTENED',
  'QUIZ_PLAYED',
  'TRACK_FAILED',
  // Payments, plans and coupons.
  'UNSUPPORTED_CURRENCY',
  'AMOUNT_MISMATCH',
  'UNKNOWN_PLAN',
  'PAYMENT_VERIFICATION_FAILED',
  'PAYMENT_GIVEN_BACK',
  'PAYMENT_PROVIDER',
  'PLAN_ALREADY_PURCHASED',
  'PLAN_NOT_PAID',
  'WRONG_COUPON',
  'COUPON_LIMIT_EXCEEDED',
  'TOO_MANY_OPEN_ORDERS',
  // Guides.
  'GUIDE_FIELDS_REQUIRED',
  'GUIDE_PICTURE_REQUIRED',
  'GUIDE_INVALID',
  'GUIDE_DOCUMENT',
  'GUIDE_MISSING',
  'NOT_A_GUIDE',
  'GUIDE_UNDER_VERIFICATION',
  'TOUR_PLAN_MISSING',
  // Bookings, negotiation, notifications and reviews of guides.
  'BOOKING_OUTSIDE_INDIA',
  'BOOKING_SLOT',
  'GUIDE_NOT_BOOKABLE',
  'GUIDE_UNAVAILABLE',
  'BOOKING_MISSING',
  'BOOKING_NOT_PAYABLE',
  'BOOKING_LAPSED',
  'TOO_MANY_OPEN_BOOKINGS',
  'BOOKING_NOT_CANCELLABLE',
  'OFFER_RANGE',
  'WAIT_FOR_GUIDE',
  'NOTIFICATION_MISSING',
  'ALREADY_ANSWERED',
  'ANSWER_TOO_LATE',
  'REVIEW_NOT_ALLOWED',
  'ALREADY_REVIEWED',
  'REVIEW_WINDOW_CLOSED',
  // Messages between travellers and guides.
  'MESSAGE_SELF',
  'MESSAGE_RECIPIENT',
  'MESSAGE_MISSING',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes that say the typed one-time code, not the rest of the form, was the problem. */
export const OTP_PROBLEMS: readonly ErrorCode[] = [
  'OTP_INCORRECT',
  'OTP_EXPIRED',
  'OTP_EXHAUSTED',
  'OTP_MISSING',
];

/**
 * Refusals a user meets in the normal course, answers to what they typed or chose: a wrong
 * password, a used-up allowance, a taken coupon. The app shows their message in place; over tRPC
 * they come with HTTP 200 (the body is tRPC's error all the same), so the browser does not log a
 * failed request for them as it does for every 4xx. REST keeps the spec's statuses.
 */
export const EXPECTED_REFUSALS: readonly ErrorCode[] = [
  'ACCOUNT_MISSING',
  'ACCOUNT_EXISTS',
  'PASSWORD_INCORRECT',
  'GOOGLE_ACCOUNT',
  ...OTP_PROBLEMS,
  'OTP_TOO_SOON',
  'AUDIO_LOG_IN',
  'AUDIO_DAILY_LIMIT',
  'AUDIO_SUBSCRIPTION_REQUIRED',
  'AUDIO_MINUTES_USED',
  'PLAN_NOT_PURCHASED',
  'ALREADY_LISTENED',
  'QUIZ_PLAYED',
  'PLAN_ALREADY_PURCHASED',
  'WRONG_COUPON',
  'COUPON_LIMIT_EXCEEDED',
  'GUIDE_UNAVAILABLE',
  'BOOKING_SLOT',
  'OFFER_RANGE',
  'ALREADY_ANSWERED',
  'ALREADY_REVIEWED',
];

/** The shape of every REST error answer. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
