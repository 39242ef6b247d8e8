/** tRPC for accounts and the profile: the same services as REST, for the React app. */
import {
  addressSchema,
  createAccountSchema,
  deleteAccountSchema,
  forgotOtpRequestSchema,
  fullNameSchema,
  logInSchema,
  phoneOtpRequestSchema,
  phoneVerifySchema,
  preferenceSchema,
  resetPasswordSchema,
  signUpOtpRequestSchema,
  storedEmailSchema,
  transactionPageSchema,
} from '@app/contracts';
import { z } from 'zod';
import {
  clearSessionCookie,
  createAccount,
  deleteAccount,
  exportMyData,
  googleConfigured,
  loadUserData,
  logIn,
  logOut,
  readPictureForm,
  resetPassword,
  sendPhoneOtp,
  sendResetOtp,
  sendSignUpOtp,
  setAddress,
  setFullName,
  setPreference,
  setProfilePicture,
  setSessionCookie,
  toProfile,
  verifyPhone,
} from '../accounts/index.js';
import { transactionHistory, transactionPage } from '../payments/index.js';
import { protectedProcedure, publicProcedure, router } from './trpc.js';

export const authRouter = router({
  providers: publicProcedure.query(({ ctx }) => ({ google: googleConfigured(ctx.deps) })),
  /** The session's user, or null when logged out (never an error: the app asks on every load). */
  me: publicProcedure.query(({ ctx }) => (ctx.actor.user ? toProfile(ctx.actor.user) : null)),
  sendSignUpOtp: publicProcedure
    .input(signUpOtpRequestSchema)
    .mutation(({ ctx, input }) => sendSignUpOtp(ctx.deps, ctx.actor, input)),
  createAccount: publicProcedure
    .input(createAccountSchema)
    .mutation(({ ctx, input }) => createAccount(ctx.deps, ctx.actor, input)),
  logIn: publicProcedure.input(logInSchema).mutation(async ({ ctx, input }) => {
    const { session, ...result } = await logIn(ctx.deps, ctx.actor, input);
    setSessionCookie(ctx.cookies, session, ctx.actor.secure);
    return result;
  }),
  logOut: publicProcedure.mutation(async ({ ctx }) => {
    const result = await logOut(ctx.deps, ctx.actor);
    clearSessionCookie(ctx.cookies);
    return result;
  }),
  sendResetOtp: publicProcedure
    .input(forgotOtpRequestSchema)
    .mutation(({ ctx, input }) => sendResetOtp(ctx.deps, ctx.actor, input)),
  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(async ({ ctx, input }) => {
    const result = await resetPassword(ctx.deps, ctx.actor, input);
    clearSessionCookie(ctx.cookies);
    return result;
  }),
});

/** Calls about oneself may name one's e-mail; naming another's answers 403 (DECISIONS 3). */
const own = storedEmailSchema.optional();

export const profileRouter = router({
  load: protectedProcedure.input(own).query(({ ctx, input }) => loadUserData(ctx.actor, input ?? {})),
  setFullName: protectedProcedure
    .input(fullNameSchema)
    .mutation(({ ctx, input }) => setFullName(ctx.deps, ctx.actor, input)),
  setAddress: protectedProcedure
    .input(addressSchema)
    .mutation(({ ctx, input }) => setAddress(ctx.deps, ctx.actor, input)),
  setPreference: protectedProcedure
    .input(preferenceSchema)
    .mutation(({ ctx, input }) => setPreference(ctx.deps, ctx.actor, input)),
  sendPhoneOtp: protectedProcedure
    .input(phoneOtpRequestSchema)
    .mutation(({ ctx, input }) => sendPhoneOtp(ctx.deps, ctx.actor, input)),
  verifyPhone: protectedProcedure
    .input(phoneVerifySchema)
    .mutation(({ ctx, input }) => verifyPhone(ctx.deps, ctx.actor, input)),
  transactions: protectedProcedure
    .input(own)
    .query(({ ctx, input }) => transactionHistory(ctx.deps, ctx.actor, input ?? {})),
  /** The whole history, newest first, a page at a time (the app's "All transactions"). */
  transactionPage: protectedProcedure
    .input(transactionPageSchema)
    .query(({ ctx, input }) => transactionPage(ctx.deps, ctx.actor, input)),
  /** A new profile picture: the form's `file` (and optional `email`), read as REST reads it. */
  uploadPicture: protectedProcedure
    .input(z.instanceof(FormData))
    .mutation(async ({ ctx, input }) => setProfilePicture(ctx.deps, ctx.actor, await readPictureForm(input))),
  /** The user's data, the document REST's GET /api/my-data sends; the app saves it as a file. */
  exportData: protectedProcedure.query(({ ctx }) => exportMyData(ctx.deps, ctx.actor)),
  deleteAccount: protectedProcedure.input(deleteAccountSchema).mutation(async ({ ctx, input }) => {
    const result = await deleteAccount(ctx.deps, ctx.actor, input);
    clearSessionCookie(ctx.cookies);
    return result;
  }),
});
