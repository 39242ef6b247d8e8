/**
 * One owner per collection (issue 25): every stored collection is opened by the code of one folder
 * only, in the gateway or the workers, and everyone else asks that folder's service. The rule is
 * read off the source: each `.collection(…)` and `ensureIndex(…)` call, its name resolved from a
 * string, a constant of the folder or a constant of `@app/contracts`. A name that cannot be
 * resolved (a collection chosen at run time) breaks the rule too: it would let anyone write anything.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import * as contracts from '@app/contracts';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SOURCES = ['gateway/src', 'workers/src'];

/** A source file: its path from the repository's root and its text. */
type Source = { path: string; text: string };

const OPENING = /\.(?:collection\s*(?:<[^>]*>)?|ensureIndex)\(\s*([^,)\s]+)/g;

/** `gateway/src/payments/refunds.ts` → `gateway/src/payments`; a root file is its own folder. */
const folderOf = (path: string) => path.split('/').slice(0, 3).join('/').replace(/\.ts$/, '');

function constantsIn(texts: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const text of texts)
    for (const [, name, value] of text.matchAll(/\bconst\s+(\w+)\s*=\s*['"]([^'"]+)['"]/g))
      if (name && value) found.set(name, value);
  return found;
}

/** Which folders open each collection; an unresolved name is listed as `?<expression> in <file>`. */
export function collectionOpeners(sources: readonly Source[]): Map<string, Set<string>> {
  const byFolder = new Map<string, string[]>();
  for (const { path, text } of sources)
    byFolder.set(folderOf(path), [...(byFolder.get(folderOf(path)) ?? []), text]);
  const known = contracts as Record<string, unknown>;
  const openers = new Map<string, Set<string>>();
  for (const { path, text } of sources) {
    const folderConstants = constantsIn(byFolder.get(folderOf(path)) ?? []);
    for (const [, expression = ''] of text.matchAll(OPENING)) {
      const literal = /^['"]([^'"]+)['"]$/.exec(expression)?.[1];
      const contractValue = known[expression];
      const name =
        literal ??
        folderConstants.get(expression) ??
        (typeof contractValue === 'string' ? contractValue : `?${expression} in ${path}`);
      openers.set(name, (openers.get(name) ?? new Set()).add(folderOf(path)));
    }
  }
  return openers;
}

/** Collections opened by more than one folder, or by a name not known before run time. */
export function sharedCollections(sources: readonly Source[]): string[] {
  return [...collectionOpeners(sources)]
    .filter(([name, folders]) => folders.size > 1 || name.startsWith('?'))
    .map(([name, folders]) => `${name}: ${[...folders].sort().join(', ')}`)
    .sort();
}

async function sourcesUnder(dir: string): Promise<Source[]> {
  const entries = await readdir(join(ROOT, dir), { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    // Tests and the fixtures of crash tests set up what they check; they own nothing.
    .filter((path) => !/\.(test|fixture)\.ts$|-fixtures\.ts$/.test(path));
  return Promise.all(files.map(async (path) => ({ path, text: await readFile(join(ROOT, path), 'utf8') })));
}

describe('one owner per collection', () => {
  it('finds a collection opened by two folders, and one named at run time', () => {
    const sources: Source[] = [
      { path: 'gateway/src/payments/store.ts', text: "const LEDGER = 'ledger';\nx.collection<L>(LEDGER);" },
      { path: 'gateway/src/payments/refunds.ts', text: 'tx.collection(LEDGER).insertOne({})' },
      { path: 'gateway/src/accounts/history.ts', text: "store.collection<T>('ledger').find({})" },
      { path: 'gateway/src/audio/charges.ts', text: 'tx.collection<Doc>(from.collection)' },
      { path: 'workers/src/notifications/c.ts', text: 'store.collection<N>(NOTIFICATIONS_COLLECTION)' },
      { path: 'gateway/src/guides/x.ts', text: "store.ensureIndex('guides', { fields: ['a'] })" },
    ];
    expect(sharedCollections(sources)).toEqual([
      '?from.collection in gateway/src/audio/charges.ts: gateway/src/audio',
      'ledger: gateway/src/accounts, gateway/src/payments',
    ]);
    expect(collectionOpeners(sources).get('notifications')).toEqual(new Set(['workers/src/notifications']));
  });

  it('holds in the gateway and the workers: each collection is opened by one folder', async () => {
    const sources = (await Promise.all(SOURCES.map(sourcesUnder))).flat();
    const openers = collectionOpeners(sources);
    // The scan sees the stores it is meant to see.
    expect(openers.get('notifications')).toEqual(new Set(['workers/src/notifications']));
    expect(openers.get('users')).toEqual(new Set(['gateway/src/accounts']));
    expect(sharedCollections(sources)).toEqual([]);
  });
});
