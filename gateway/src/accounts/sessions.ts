/**
 * Server-side sessions: the browser holds a random 256-bit token in an httpOnly cookie; the
 * store holds only its SHA-256, with an idle and an absolute expiry.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Doc, isStorageFull, type Store } from '@app/infra';

export const SESSION_COOKIE = 'sid';

type SessionDoc = Doc & {
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  expiresAt: Date;
};

const SESSIONS = 'sessions';
/** Sliding the idle expiry at most once a minute keeps reads from writing on every request. */
const TOUCH_AFTER_MS = 60_000;
/**
 * The sessions one user keeps open, newest first: a new one beyond them ends the oldest. Without
 * a bound, every log-in (a script, a browser that drops its cookies) kept a session, in the
 * embedded store's memory too, for its whole lifetime.
 */
export const MAX_SESSIONS_PER_USER = 10;

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function ensureSessionIndexes(store: Store): Promise<void> {
  await store.ensureIndex(SESSIONS, { fields: ['expiresAt'], expireAfterSeconds: 0 });
  // A session idle past its time is over too: removed then, not at its absolute expiry.
  await store.ensureIndex(SESSIONS, { fields: ['idleExpiresAt'], expireAfterSeconds: 0 });
  await store.ensureIndex(SESSIONS, { fields: ['userId'] });
}

export async function createSession(
  store: Store,
  userId: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.maxMs);
  await store.collection<SessionDoc>(SESSIONS).insertOne({
    _id: digest(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(Math.min(now.getTime() + policy.idleMs, expiresAt.getTime())),
    expiresAt,
  });
  const beyond = await store
    .collection<SessionDoc>(SESSIONS)
    .find({ userId }, { sort: { createdAt: -1, _id: 1 }, skip: MAX_SESSIONS_PER_USER });
  if (beyond.length > 0)
    await store.collection<SessionDoc>(SESSIONS).deleteMany({ _id: { $in: beyond.map((s) => s._id) } });
  return { token, expiresAt };
}

/** The user id of a live session, sliding its idle expiry; null when unknown or expired. */
export async function resolveSession(
  store: Store,
  token: string | undefined,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ userId: string; sessionId: string } | null> {
  if (!token || token.length > 100) return null;
  const sessions = store.collection<SessionDoc>(SESSIONS);
  const id = digest(token);
  const session = await sessions.findOne({ _id: id });
  if (!session) return null;
  // On a full disk a read must still answer: the session's own upkeep waits for room.
  const unlessFull = (error: unknown) => {
    if (!isStorageFull(error)) throw error;
  };
  if (session.expiresAt <= now || session.idleExpiresAt <= now) {
    await sessions.deleteOne({ _id: id }).catch(unlessFull);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    const idleExpiresAt = new Date(Math.min(now.getTime() + policy.idleMs, session.expiresAt.getTime()));
    await sessions.updateOne({ _id: id }, { $set: { lastSeenAt: now, idleExpiresAt } }).catch(unlessFull);
  }
  return { userId: session.userId, sessionId: id };
}

export async function endSession(store: Store, sessionId: string): Promise<void> {
  await store.collection(SESSIONS).deleteOne({ _id: sessionId });
}

export async function endAllSessions(store: Store, userId: string): Promise<void> {
  await store.collection(SESSIONS).deleteMany({ userId });
}

/** The user's open sessions as the user may see them: dates only, never the token's hash. */
export async function sessionsOf(
  store: Store,
  userId: string,
  currentSessionId: string | null,
): Promise<Array<{ createdAt: Date; lastSeenAt: Date; expiresAt: Date; current: boolean }>> {
  const open = await store.collection<SessionDoc>(SESSIONS).find({ userId }, { sort: { createdAt: 1 } });
  return open.map((s) => ({
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    expiresAt: s.expiresAt,
    current: s._id === currentSessionId,
  }));
}
