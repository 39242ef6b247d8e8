/** Logging in and out, and what a session says about its user. */

import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@app/contracts';
import { AppError, type Ports } from '../core/index.js';
import { counted, hit, LIMITS, record, release, reset, slowdownMs } from '../security/index.js';
import { toAccount, toProfile } from './account.js';
import { type Actor, requireSelf, requireUser, sessionPolicy } from './actor.js';
import { verifyPassword } from './passwords.js';
import { createSession, endSession } from './sessions.js';
import { findUserByEmail, normalizeEmail } from './users.js';

/** The wait before weighing a password once an account has had `failures` failed logins lately. */
export function loginDelayMs(failures: number): number {
  return slowdownMs(LIMITS.loginAccount, failures);
}

/**
 * Logs in. Failures are counted per address and per account and address (429 past either limit),
 * and per account from anywhere, which only slows further tries: guesses from elsewhere never
 * lock the owner out. A success counts as nothing and starts the account's counts afresh.
 */
export async function logIn(
  deps: Pick<Ports, 'config' | 'store'>,
  actor: Actor,
  input: { logInEmail: string; logInPassword: string },
) {
  const email = normalizeEmail(input.logInEmail);
  const accountHere = `${email}|${actor.ip}`;
  await hit(deps.store, [
    { limit: LIMITS.loginIp, key: actor.ip },
    { limit: LIMITS.loginAccountIp, key: accountHere },
  ]);
  const user = await findUserByEmail(deps.store, email);
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.accountMissing, 'ACCOUNT_MISSING');
  const delay = loginDelayMs(await counted(deps.store, LIMITS.loginAccount, email));
  if (delay > 0) await sleep(delay);
  if (
    !user.passwordHash ||
    !(await verifyPassword(input.logInPassword, user.passwordHash, { address: actor.ip, account: email }))
  ) {
    await record(deps.store, LIMITS.loginAccount, email);
    if (!user.passwordHash) {
      throw new AppError(
        'BAD_REQUEST',
        'This account signs in with Google. Please use “Continue with Google”.',
        'GOOGLE_ACCOUNT',
      );
    }
    throw new AppError('UNAUTHORIZED', MESSAGES.passwordIncorrect, 'PASSWORD_INCORRECT');
  }
  await Promise.all([
    release(deps.store, LIMITS.loginIp, actor.ip),
    reset(deps.store, LIMITS.loginAccountIp, accountHere),
    reset(deps.store, LIMITS.loginAccount, email),
  ]);
  // A new token on every login, so a token planted before login is worthless after it.
  const session = await createSession(deps.store, user._id, sessionPolicy(deps));
  if (actor.sessionId) await endSession(deps.store, actor.sessionId);
  return { message: MESSAGES.loggedIn, user: toProfile(toAccount(user)), session };
}

export async function logOut(deps: Pick<Ports, 'store'>, actor: Actor) {
  if (actor.sessionId) await endSession(deps.store, actor.sessionId);
  return { message: MESSAGES.loggedOut };
}

/** `autoLogIn`: the session is the credential; a named e-mail must be the session's own. */
export function autoLogIn(actor: Actor, input: { storedLoggedInEmail?: string | undefined }) {
  const user = requireSelf(actor, input.storedLoggedInEmail);
  return { message: MESSAGES.loginSuccessful, user: toProfile(user) };
}

/** `/login/sucess`: who the session belongs to. */
export function sessionUser(actor: Actor) {
  return { message: MESSAGES.userLogin, user: toProfile(requireUser(actor)) };
}
