/** The caller of a service: where they call from and, when logged in, who they are. */
import { MESSAGES } from '@app/contracts';
import { AppError, type Ports } from '../core/index.js';
import type { CookieJar } from '../http/index.js';
import { type Account, accountById } from './account.js';
import { resolveSession, SESSION_COOKIE, type SessionPolicy } from './sessions.js';
import { normalizeEmail } from './users.js';

export interface Actor {
  ip: string;
  secure: boolean;
  user: Account | null;
  sessionId: string | null;
}

export function sessionPolicy(deps: Pick<Ports, 'config'>): SessionPolicy {
  const day = 24 * 3600_000;
  return { idleMs: deps.config.SESSION_IDLE_DAYS * day, maxMs: deps.config.SESSION_MAX_DAYS * day };
}

export async function resolveActor(
  deps: Pick<Ports, 'config' | 'store'>,
  cookies: CookieJar,
  client: { ip: string; secure: boolean },
): Promise<Actor> {
  const session = await resolveSession(deps.store, cookies.get(SESSION_COOKIE), sessionPolicy(deps));
  const user = session ? await accountById(deps.store, session.userId) : null;
  return { ...client, user, sessionId: user && session ? session.sessionId : null };
}

/** The logged-in user, or 401 'Please log in first'. */
export function requireUser(actor: Actor): Account {
  if (!actor.user) throw new AppError('UNAUTHORIZED', MESSAGES.pleaseLogInFirst);
  return actor.user;
}

/**
 * The logged-in user, when a call names an e-mail, only if it is their own (DECISIONS.md 3):
 * otherwise 403, whatever the browser claims.
 */
export function requireSelf(
  actor: Actor,
  email: string | undefined,
  mismatch: string = MESSAGES.wrongAccount,
): Account {
  const user = requireUser(actor);
  // An empty e-mail names nobody (the browser sends '' for a visitor who is not logged in).
  if (email !== undefined && email !== '' && normalizeEmail(email) !== user.email)
    throw new AppError('FORBIDDEN', mismatch, 'WRONG_ACCOUNT');
  return user;
}

/**
 * For calls open to visitors: naming an e-mail claims to be that user, so it must be the
 * session's own (401 without a session, 403 for another's); naming none asks nothing.
 */
export function checkNamedEmail(actor: Actor, email: string | undefined): void {
  if (email !== undefined && email !== '') requireSelf(actor, email);
}
