/** Inputs and outputs of the account calls (spec §7), shared by REST, tRPC and the React forms. */
import { z } from 'zod';
import { ADDRESS_MAX, OPINION_MAX, PREFERENCE_MAX, USERNAME_MAX } from './account-rules.js';
import { MESSAGES } from './messages.js';
import { emailField, passwordField, ruled } from './schemas.js';
import { checkOpinion, checkPhone, checkPreference } from './validation.js';

export const otpField = z
  .string({ error: MESSAGES.otpIncorrect })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.otpIncorrect);

export const signUpOtpRequestSchema = z.object({ signUpEmail: emailField, signUpPassword: passwordField });
export const createAccountSchema = signUpOtpRequestSchema.extend({ otp: otpField });
export const logInSchema = z.object({ logInEmail: emailField, logInPassword: passwordField });
export const forgotOtpRequestSchema = z.object({ forgotEmail: emailField });
export const resetPasswordSchema = z.object({
  forgotEmailSaved: emailField,
  newPassword: passwordField,
  otp: otpField,
});

/** Calls that name the caller's own e-mail; the server checks it against the session. */
const ownEmail = emailField.optional();
export const storedEmailSchema = z.object({ storedLoggedInEmail: ownEmail });
/** A page of the caller's own transaction history: from the start, or after a cursor it was given. */
export const transactionPageSchema = z.object({
  cursor: z.object({ time: z.iso.datetime(), id: z.string().min(1).max(64) }).nullish(),
});
export const autoLogInSchema = z.object({
  storedLoggedInEmail: ownEmail,
  storedLoggedInPassword: z.string().max(200).optional(),
});

export const fullNameSchema = z.object({
  email: ownEmail,
  userFullName: z.string().trim().max(USERNAME_MAX, `Name must be at most ${USERNAME_MAX} characters.`),
});
export const addressSchema = z.object({
  email: ownEmail,
  userAddress: z.string().trim().max(ADDRESS_MAX, `Address must be at most ${ADDRESS_MAX} characters.`),
});
export const preferenceSchema = z.object({
  email: ownEmail,
  userAudioPreference: ruled(checkPreference, PREFERENCE_MAX).transform((v) => v.trim()),
});
export const phoneField = ruled(checkPhone, 20);
export const phoneOtpRequestSchema = z.object({ userPhoneNumber: phoneField });
export const phoneVerifySchema = z.object({ userPhoneNumber: phoneField, otp: otpField });

export const newsletterSchema = z.object({ subscribeEmail: emailField });

export const ratingField = z
  .number({ error: MESSAGES.ratingRange })
  .int(MESSAGES.ratingRange)
  .min(1, MESSAGES.ratingRange)
  .max(5, MESSAGES.ratingRange);
export const submitReviewSchema = z.object({
  email: ownEmail,
  rating: z.coerce.number({ error: MESSAGES.ratingRange }).pipe(ratingField),
  comment: ruled(checkOpinion, OPINION_MAX).transform((v) => v.trim()),
});
/** Site reviews are listed newest first, a page at a time; `before` is the last one seen. */
export const REVIEW_PAGE = { default: 100, max: 100 } as const;
export const reviewPageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(REVIEW_PAGE.max).optional(),
  before: z.iso.datetime({ offset: true }).optional(),
});
export const reviewEmailSchema = z.object({
  touristMail: ownEmail,
  rating: z.coerce.number({ error: MESSAGES.ratingRange }).pipe(ratingField),
  opinion: ruled(checkOpinion, OPINION_MAX).transform((v) => v.trim()),
});
