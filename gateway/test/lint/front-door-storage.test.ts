/**
 * The front doors export services and read-only views, never storage (issue 25): the rule of
 * storage-exports.ts on small trees, and the real tree clean.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storageExports } from './storage-exports.js';

const SRC = resolve(import.meta.dirname, '../../src');

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A `gateway/src` of the given files, path → contents; resolves with its path. */
async function tree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'front-door-storage-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return dir;
}

const USERS = `import type { Doc, Store } from '@app/infra';
export type UserDoc = Doc & { email: string; passwordHash?: string };
export type AdminDoc = UserDoc & { admin: true };
export interface LegacyUser extends Doc { mail: string }
export const USERS = 'users';
export const users = (store: Store) => store.collection<UserDoc>(USERS);
export function admins(store: Store) {
  return store.collection<AdminDoc>('admins');
}
export const USER_NUMBERS = { [USERS]: ['seq'] };
export async function ensureUserIndexes(store: Store) {
  await store.ensureIndex(USERS, { fields: ['email'], unique: true });
}
/** A read-only view. */
export type Account = Readonly<Pick<UserDoc, '_id' | 'email'>>;
export async function accountById(store: Store, id: string): Promise<Account | null> {
  const user = await users(store).findOne({ _id: id });
  return user && { _id: user._id, email: user.email };
}
export async function markPlayed(store: Store, id: string) {
  const plays = store.collection('plays');
  await plays.insertOne({ _id: id });
}
`;

describe('the rule that keeps storage behind the front doors', () => {
  it('names each accessor, stored document type and collection name a front door exports', async () => {
    const src = await tree({
      'accounts/users.ts': USERS,
      'accounts/index.ts': [
        "export type { AdminDoc, LegacyUser, UserDoc } from './users.js';",
        "export { admins, users as userCollection, USER_NUMBERS, USERS } from './users.js';",
      ].join('\n'),
    });
    expect(storageExports(src)).toEqual([
      { at: 'accounts/index.ts: AdminDoc', kind: 'stored document type' },
      { at: 'accounts/index.ts: LegacyUser', kind: 'stored document type' },
      { at: 'accounts/index.ts: UserDoc', kind: 'stored document type' },
      { at: 'accounts/index.ts: admins', kind: 'collection accessor' },
      { at: 'accounts/index.ts: userCollection', kind: 'collection accessor' },
      { at: 'accounts/index.ts: USER_NUMBERS', kind: 'collection name' },
      { at: 'accounts/index.ts: USERS', kind: 'collection name' },
    ]);
  });

  it('sees through `export *`', async () => {
    const src = await tree({
      'accounts/users.ts': USERS,
      'accounts/index.ts': "export * from './users.js';\n",
    });
    expect(storageExports(src).map((s) => s.at)).toContain('accounts/index.ts: users');
  });

  it('lets services and read-only views through', async () => {
    const src = await tree({
      'accounts/users.ts': USERS,
      'accounts/index.ts': [
        "export type { Account } from './users.js';",
        "export { accountById, ensureUserIndexes, markPlayed } from './users.js';",
      ].join('\n'),
    });
    expect(storageExports(src)).toEqual([]);
  });

  it('finds no storage in the gateway’s front doors', () => {
    expect(storageExports(SRC)).toEqual([]);
  });
});
