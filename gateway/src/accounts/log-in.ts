/** Logging in and out, and what a session says about its user. */
import { MESSAGES } from '@app/contracts';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { hit, LIMITS } from '../security/rate-limit.js';
import { type Actor, requireSelf, requireUser, sessionPolicy } from './actor.js';
import { verifyPassword } from './passwords.js';
import { createSession, endSession } from './sessions.js';
import { findUserByEmail, normalizeEmail, toProfile } from './users.js';

export async function logIn(deps: Deps, actor: Actor, input: { logInEmail: string; logInPassword: string }) {
  const email = normalizeEmail(input.logInEmail);
  await hit(deps.store, [
    { limit: LIMITS.loginIp, key: actor.ip },
    { limit: LIMITS.loginAccount, key: email },
  ]);
  const user = await findUserByEmail(deps.store, email);
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.accountMissing);
  if (!user.passwordHash) {
    throw new AppError(
      'BAD_REQUEST',
      'This account signs in with Google. Please use “Continue with Google”.',
    );
  }
  if (!(await verifyPassword(input.logInPassword, user.passwordHash))) {
    throw new AppError('UNAUTHORIZED', MESSAGES.passwordIncorrect);
  }
  // A new token on every login, so a token planted before login is worthless after it.
  const session = await createSession(deps.store, user._id, sessionPolicy(deps));
  if (actor.sessionId) await endSession(deps.store, actor.sessionId);
  return { message: MESSAGES.loggedIn, user: toProfile(user), session };
}

export async function logOut(deps: Deps, actor: Actor) {
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
