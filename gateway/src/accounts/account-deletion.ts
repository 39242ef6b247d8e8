/**
 * Erasing an account (DPDP Act s. 12, right to erasure), asked for by its own session with a
 * re-confirmation. Each domain forgets what it holds through the holder it gave (personal-data.ts);
 * payments are kept as financial records (payments/personal-data.ts). Files go first, then one store transaction makes
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
import { AppError, type Ports } from '../core/index.js';
import { hit, LIMITS } from '../security/index.js';
import { type Account, toAccount } from './account.js';
import { type Actor, requireUser } from './actor.js';
import { verifyPassword } from './passwords.js';
import type { AfterErasure, PersonalData, PersonalDataKeeping } from './personal-data.js';
import { endAllSessions } from './sessions.js';
import { type UserDoc, users } from './users.js';

/** One row per erased account: when, and nothing else about whom. */
const ERASURES = 'account_erasures';

/** The typed word always; the password too when the account has one (a left-open session is not enough). */
async function checkConfirmation(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  user: Account,
  input: DeleteAccountInput,
) {
  if (input.confirm !== DELETE_WORD)
    throw new AppError('BAD_REQUEST', PRIVACY_MESSAGES.confirmWord, 'DELETE_NOT_CONFIRMED');
  if (!user.signInMethods.includes('password')) return;
  if (!input.password)
    throw new AppError('BAD_REQUEST', PRIVACY_MESSAGES.passwordRequired, 'DELETE_NOT_CONFIRMED');
  // A session holder guessing the password is held to the login's limit for the account here.
  await hit(deps.store, [{ limit: LIMITS.loginAccountIp, key: `${user.email}|${actor.ip}` }]);
  // The session's view of the account holds no hash: it is read from the document.
  const stored = await users(deps.store).findOne({ _id: user._id });
  const matches =
    stored?.passwordHash !== undefined &&
    (await verifyPassword(input.password, stored.passwordHash, { address: actor.ip, account: user.email }));
  // 400, not 401: the session is fine, and the app reads 401 as "signed out".
  if (!matches) throw new AppError('BAD_REQUEST', MESSAGES.passwordIncorrect, 'PASSWORD_INCORRECT');
}

/**
 * Money in flight stops an erasure: a paid tour not yet over is owed to someone (and a guide's
 * cancellation refunds the tourist), and an order still payable would buy something for nobody.
 * The user settles it first — the tour takes place, or the tourist cancels and is refunded.
 */
async function refuseMoneyInFlight(personalData: PersonalData, store: Store, user: Account, now: Date) {
  for (const holder of personalData.holders) {
    const refusal = await holder.refuseErasure?.(store, user, now);
    if (refusal) throw refusal;
  }
}

/** The user's files in blobs: the profile picture here, and what the other domains keep. */
async function deleteFiles(deps: ErasureDeps, user: Account): Promise<void> {
  if (user.profilePicture) await deps.blobs.delete(`uploads/${user.profilePicture}`);
  for (const holder of deps.personalData.holders) await holder.deleteFiles?.(deps.store, deps.blobs, user);
}

type ErasureDeps = Pick<Ports, 'store' | 'blobs' | 'logger'> & PersonalDataKeeping;

/** What an erasure did, with the user it removed and what is left to do with their files. */
export interface Erasure {
  outcome: 'erased' | 'already';
  user: UserDoc | null;
  after: AfterErasure[];
}

/**
 * Every store change of the erasure, in one transaction; a repeat (the account already gone)
 * changes nothing. Exported for the tests that repeat it.
 */
export async function eraseAccount(deps: ErasureDeps, userId: string, now = new Date()): Promise<Erasure> {
  return deps.store.transaction(async (tx): Promise<Erasure> => {
    const user = await users(tx).findOne({ _id: userId });
    // Sessions are ended even then: nothing may stay signed in to an erased account.
    await endAllSessions(tx, userId);
    if (!user) return { outcome: 'already', user: null, after: [] };
    const account = toAccount(user);
    // Checked again inside: a booking paid since the first check must not be orphaned.
    await refuseMoneyInFlight(deps.personalData, tx, account, now);
    const after: AfterErasure[] = [];
    for (const holder of deps.personalData.holders) {
      const then = await holder.erase?.(tx, account, now);
      if (then) after.push(then);
    }
    await users(tx).deleteOne({ _id: userId });
    await tx
      .collection(ERASURES)
      .updateOne({ _id: userId }, { $setOnInsert: { erasedAt: now } }, { upsert: true });
    return { outcome: 'erased', user, after };
  });
}

/** `POST /api/delete-account` and `profile.deleteAccount`: only ever the session's own account. */
export async function deleteAccount(
  deps: Pick<Ports, 'store' | 'blobs' | 'logger'> & PersonalDataKeeping,
  actor: Actor,
  input: DeleteAccountInput,
  now = new Date(),
): Promise<DeleteAccountResult> {
  const user = requireUser(actor);
  await checkConfirmation(deps, actor, user, input);
  await refuseMoneyInFlight(deps.personalData, deps.store, user, now);
  // Files first: should the process die before the transaction, the account is whole and its owner,
  // still signed in, asks again. Deleting a file already gone is harmless.
  await deleteFiles(deps, user);
  const erasure = await eraseAccount(deps, user._id, now);
  // A picture uploaded meanwhile (another tab) is named only by what the transaction removed.
  if (erasure.user) {
    const { profilePicture } = erasure.user;
    const leftovers = [
      ...(profilePicture ? [() => deps.blobs.delete(`uploads/${profilePicture}`)] : []),
      ...erasure.after.map((then) => () => then(deps.blobs)),
    ];
    for (const leftover of leftovers) {
      await leftover().catch((err: unknown) => {
        deps.logger.error({ err, userId: user._id }, 'a file of an erased account was not deleted');
      });
    }
  }
  deps.logger.info({ userId: user._id, outcome: erasure.outcome }, 'account erased at its owner’s request');
  return { message: PRIVACY_MESSAGES.accountDeleted, deleted: true };
}
