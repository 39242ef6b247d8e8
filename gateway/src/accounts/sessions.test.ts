/**
 * Sessions on their own, on an in-memory store and a clock the test holds: the idle expiry that
 * slides with use, the absolute one that never moves, and ending sessions one by one or per user.
 */
import { NedbStore, type Store } from '@app/infra';
import { describe, expect, it } from 'vitest';
import {
  createSession,
  endAllSessions,
  endSession,
  ensureSessionIndexes,
  MAX_SESSIONS_PER_USER,
  resolveSession,
  type SessionPolicy,
} from './sessions.js';

const MINUTE = 60_000;
/** An hour idle, three hours at most. */
const policy: SessionPolicy = { idleMs: 60 * MINUTE, maxMs: 180 * MINUTE };
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

async function sessionStore(): Promise<Store> {
  const store = new NedbStore(null);
  await ensureSessionIndexes(store);
  return store;
}

/** Whose session a token opens at `now`, or null. */
const whose = async (store: Store, token: string, now: Date) =>
  (await resolveSession(store, token, policy, now))?.userId ?? null;

describe('a session', () => {
  it('stays open past the idle time while it is used, each use more than a minute apart', async () => {
    const store = await sessionStore();
    const users = ['asha', 'ravi', 'meera'];
    const tokens = await Promise.all(
      users.map(async (u) => (await createSession(store, u, policy, T0)).token),
    );
    for (const token of tokens) await whose(store, token, at(50));
    // Without the slide each would have ended at minute 60.
    expect(await Promise.all(tokens.map((t) => whose(store, t, at(100))))).toEqual(users);
  });

  it('ends once idle for the idle time after its last slide; a use within the minute of it slides nothing', async () => {
    const store = await sessionStore();
    const { token } = await createSession(store, 'asha', policy, T0);
    expect(await whose(store, token, at(50))).toBe('asha');
    expect(await whose(store, token, at(50.5))).toBe('asha');
    expect(await whose(store, token, at(110))).toBeNull();
  });

  it('never stays open beyond the absolute time, however often it is used', async () => {
    const store = await sessionStore();
    const { token, expiresAt } = await createSession(store, 'asha', policy, T0);
    expect(expiresAt).toEqual(at(180));
    for (const minute of [50, 100, 150, 179]) expect(await whose(store, token, at(minute))).toBe('asha');
    expect(await whose(store, token, at(180))).toBeNull();
  });

  it('removes only itself once expired, however often its browser sends it again', async () => {
    const store = await sessionStore();
    const stale = await createSession(store, 'asha', policy, at(-120));
    const live = await createSession(store, 'ravi', policy, T0);
    for (let i = 0; i < 3; i++) expect(await whose(store, stale.token, T0)).toBeNull();
    expect(await whose(store, live.token, T0)).toBe('ravi');
  });
});

describe('ending sessions', () => {
  it('ends one session, and ending it again ends no other', async () => {
    const store = await sessionStore();
    const asha = await createSession(store, 'asha', policy, T0);
    const ravi = await createSession(store, 'ravi', policy, T0);
    const opened = await resolveSession(store, asha.token, policy, T0);
    expect(opened?.userId).toBe('asha');
    await endSession(store, opened?.sessionId ?? '');
    await endSession(store, opened?.sessionId ?? '');
    expect(await whose(store, asha.token, T0)).toBeNull();
    expect(await whose(store, ravi.token, T0)).toBe('ravi');
  });

  it('keeps the newest sessions of a user up to the bound, ending the oldest, and nobody else’s', async () => {
    const store = await sessionStore();
    const ravi = await createSession(store, 'ravi', policy, T0);
    const asha = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_USER + 2; i++)
      asha.push(await createSession(store, 'asha', policy, at(i)));
    const open = await Promise.all(asha.map((s) => whose(store, s.token, at(20))));
    expect(open.slice(0, 3)).toEqual([null, null, null]);
    expect(open.slice(3)).toEqual(Array(MAX_SESSIONS_PER_USER).fill('asha'));
    expect(await whose(store, ravi.token, at(20))).toBe('ravi');
  });

  it('ends every session of one user and none of anyone else', async () => {
    const store = await sessionStore();
    const ashaPhone = await createSession(store, 'asha', policy, T0);
    const ashaLaptop = await createSession(store, 'asha', policy, T0);
    const ravi = await createSession(store, 'ravi', policy, T0);
    await endAllSessions(store, 'asha');
    expect(await whose(store, ashaPhone.token, T0)).toBeNull();
    expect(await whose(store, ashaLaptop.token, T0)).toBeNull();
    expect(await whose(store, ravi.token, T0)).toBe('ravi');
  });
});
