/**
 * Erasing an account (DPDP Act s. 12, right to erasure), asked for by its own session with a
 * re-confirmation. Each domain forgets what it holds through its own module; payments are kept as
 * financial records (payments/personal-data.ts). Files go first, then one store transaction makes
 * every other change at once, so a crash anywhere leaves either the account whole (the user, still
 * signed in, asks again and it completes) or the erasure done.
 */
import {
  DELETE_WORD,
  type DeleteAccountInput,
  type DeleteAccountResult,
  MESSAGES,
  PRIVACY_MESSAGES,
} from '@app/contracts';
import type { Store } from '@app/infra';
import { hasUpcomingPaidBooking, leaveBookings } from '../bookings/personal-data.js';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import type { GuideDoc } from '../guides/guide-store.js';
import { guideOfUser } from '../guides/guides.js';
import { deleteGuideFiles, withdrawGuide } from '../guides/personal-data.js';
import { unsubscribeErased } from '../newsletter/personal-data.js';
import { forgetNotifications } from '../notifications/personal-data.js';
import { hasPaymentInFlight, keepPaymentRecords } from '../payments/personal-data.js';
import { forgetPurchasedPlans } from '../plans/personal-data.js';
import { anonymiseReviewsBy, detachReviewsOfGuide } from '../reviews/personal-data.js';
import { hit, LIMITS } from '../security/rate-limit.js';
import { type Actor, requireUser } from './actor.js';
import { verifyPassword } from './passwords.js';
import { endAllSessions } from './sessions.js';
import { type UserDoc, users } from './users.js';

/** One row per erased account: when, and nothing else about whom. */
const ERASURES = 'account_erasures';

/** The typed word always; the password too when the account has one (a left-open session is not enough). */
async function checkConfirmation(deps: Deps, actor: Actor, user: UserDoc, input: DeleteAccountInput) {
  if (input.confirm !== DELETE_WORD)
    throw new AppError('BAD_REQUEST', PRIVACY_MESSAGES.confirmWord, 'DELETE_NOT_CONFIRMED');
  if (!user.passwordHash) return;
  if (!input.password)
    throw new AppError('BAD_REQUEST', PRIVACY_MESSAGES.passwordRequired, 'DELETE_NOT_CONFIRMED');
  // A session holder guessing the password is held to the login's limit for the account here.
  await hit(deps.store, [{ limit: LIMITS.loginAccountIp, key: `${user.email}|${actor.ip}` }]);
  // 400, not 401: the session is fine, and the app reads 401 as "signed out".
  if (!(await verifyPassword(input.password, user.passwordHash, { address: actor.ip, account: user.email })))
    throw new AppError('BAD_REQUEST', MESSAGES.passwordIncorrect, 'PASSWORD_INCORRECT');
}

/**
 * Money in flight stops an erasure: a paid tour not yet over is owed to someone (and a guide's
 * cancellation refunds the tourist), and an order still payable would buy something for nobody.
 * The user settles it first — the tour takes place, or the tourist cancels and is refunded.
 */
async function refuseMoneyInFlight(store: Store, user: UserDoc, now: Date): Promise<void> {
  if (await hasUpcomingPaidBooking(store, user, now))
    throw new AppError('CONFLICT', PRIVACY_MESSAGES.upcomingBooking, 'UPCOMING_PAID_BOOKING');
  if (await hasPaymentInFlight(store, user._id, now))
    throw new AppError('CONFLICT', PRIVACY_MESSAGES.paymentInProgress, 'PAYMENT_IN_PROGRESS');
}

/** The user's files in blobs: the profile picture, and the guide's picture and document. */
async function deleteFiles(deps: Deps, user: UserDoc, guide: GuideDoc | null): Promise<void> {
  if (user.profilePicture) await deps.blobs.delete(`uploads/${user.profilePicture}`);
  if (guide) await deleteGuideFiles(deps.blobs, guide);
}

/** What an erasure did, with the documents it removed (their files are the caller's to delete). */
export interface Erasure {
  outcome: 'erased' | 'already';
  user: UserDoc | null;
  guide: GuideDoc | null;
}

/**
 * Every store change of the erasure, in one transaction; a repeat (the account already gone)
 * changes nothing. Exported for the tests that repeat it.
 */
export async function eraseAccount(deps: Deps, userId: string, now = new Date()): Promise<Erasure> {
  return deps.store.transaction(async (tx): Promise<Erasure> => {
    const user = await users(tx).findOne({ _id: userId });
    // Sessions are ended even then: nothing may stay signed in to an erased account.
    await endAllSessions(tx, userId);
    if (!user) return { outcome: 'already', user: null, guide: null };
    // Checked again inside: a booking paid since the first check must not be orphaned.
    await refuseMoneyInFlight(tx, user, now);
    await leaveBookings(tx, user, now);
    await anonymiseReviewsBy(tx, userId, now);
    const guide = await withdrawGuide(tx, userId);
    if (guide) await detachReviewsOfGuide(tx, guide.email);
    await forgetNotifications(tx, user.email);
    await unsubscribeErased(tx, user.email);
    await forgetPurchasedPlans(tx, userId);
    await keepPaymentRecords(tx, userId, now);
    await users(tx).deleteOne({ _id: userId });
    await tx
      .collection(ERASURES)
      .updateOne({ _id: userId }, { $setOnInsert: { erasedAt: now } }, { upsert: true });
    return { outcome: 'erased', user, guide };
  });
}

/** `POST /api/delete-account` and `profile.deleteAccount`: only ever the session's own account. */
export async function deleteAccount(
  deps: Deps,
  actor: Actor,
  input: DeleteAccountInput,
  now = new Date(),
): Promise<DeleteAccountResult> {
  const user = requireUser(actor);
  await checkConfirmation(deps, actor, user, input);
  await refuseMoneyInFlight(deps.store, user, now);
  // Files first: should the process die before the transaction, the account is whole and its owner,
  // still signed in, asks again. Deleting a file already gone is harmless.
  await deleteFiles(deps, user, await guideOfUser(deps.store, user._id));
  const erasure = await eraseAccount(deps, user._id, now);
  // A picture uploaded meanwhile (another tab) is named only by what the transaction removed.
  if (erasure.user) {
    await deleteFiles(deps, erasure.user, erasure.guide).catch((err: unknown) => {
      deps.logger.error({ err, userId: user._id }, 'a file of an erased account was not deleted');
    });
  }
  deps.logger.info({ userId: user._id, outcome: erasure.outcome }, 'account erased at its owner’s request');
  return { message: PRIVACY_MESSAGES.accountDeleted, deleted: true };
}
