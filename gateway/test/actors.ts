/** Callers for tests that call a service directly: a visitor at an address, and a stored user. */
import { toAccount } from '../src/accounts/account.js';
import type { Actor } from '../src/accounts/actor.js';
import { newUser, type UserDoc, users } from '../src/accounts/users.js';
import type { Harness } from './harness.js';

export const visitorAt = (ip: string): Actor => ({ ip, secure: false, sessionId: null, user: null });

/** A user calling from `ip`, for a service test whose store holds no users. */
export const userAt = (email: string, fields: Partial<UserDoc> = {}, ip = '203.0.113.7'): Actor => ({
  ...visitorAt(ip),
  user: toAccount(newUser(email, fields)),
});

/** A user stored in the harness's product, calling from `ip`. */
export async function storedUser(
  h: Harness,
  email: string,
  fields: Partial<UserDoc> = {},
  ip = '203.0.113.7',
): Promise<Actor> {
  const doc = newUser(email, fields);
  await users(h.platform.store).insertOne(doc);
  return { ...visitorAt(ip), user: toAccount(doc) };
}
