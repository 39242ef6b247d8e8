import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockDataDir, NedbStore, parseConfig } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { storeCheckCommand } from './store-check.js';
import { writeOperatorFile } from './token.js';

/** What JSON and nedb leave raw that a terminal would act on: controls, line separators, bidi overrides. */
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/**
 * A DATA_DIR as crashes and damage leave it: a bad line between good ones, a torn last line, two
 * reviews with one number under a unique index, a compaction's leftover, a pending transaction.
 */
async function damagedDataDir(): Promise<{ root: string; store: string }> {
  const root = mkdtempSync(join(tmpdir(), 'store-check-'));
  const store = join(root, 'store');
  const product = new NedbStore(store);
  await product.ensureIndex('users', { fields: ['email'], unique: true });
  await product.collection('users').insertMany([
    { _id: 'u1', email: 'asha@example.com' },
    { _id: 'u2', email: 'ravi@example.com' },
  ]);
  await product.ensureIndex('site_reviews', { fields: ['seq'], unique: true });
  await product.collection('site_reviews').insertOne({ _id: 'r1', seq: 1, opinion: 'Lovely' });
  await product.collection('notes').insertOne({ _id: 'n1', text: 'kept' });
  await product.close();
  appendFileSync(
    join(store, 'users.db'),
    '{"_id":"u3","email":"\u001b[2Jmei\u2028@exa\n{"_id":"u4","email":"li@example.com"}\n',
  );
  appendFileSync(join(store, 'site_reviews.db'), '{"_id":"r2","seq":1,"opinion":"Also lovely"}\n');
  appendFileSync(join(store, 'notes.db'), '{"_id":"n2","te');
  writeFileSync(join(store, 'notes.db~'), '{"_id":"n1","te');
  return { root, store };
}

/** Every file under `dir` with its size and time: what a check must not change. */
const snapshot = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
    const info = statSync(join(dir, name));
    return [name, info.size, info.mtimeMs];
  });

describe('pnpm admin store check', () => {
  it('lists every file and every finding, one printable line each, and changes nothing', async () => {
    const { root, store } = await damagedDataDir();
    const before = snapshot(root);

    const { text, damaged } = await storeCheckCommand(parseConfig({ DATA_DIR: root }), false);
    expect(damaged).toBe(true);
    const lines = text.split('\n');
    expect(lines).toEqual([
      'store/notes.db~: left over by a compaction',
      'store/notes.db~: the copy of a compaction cut short; notes.db is whole and stays the datafile',
      'store/notes.db: 2 lines, 1 document, 0 bad lines, a torn last line, 0 duplicates of unique keys',
      'store/notes.db line 2: the last line, cut short by a kill while it was written: {"_id":"n2","te',
      // The reviews' numbers are derived: the older review stays, its number taken to be given anew.
      'store/site_reviews.db: 3 lines, 2 documents, 0 bad lines, no torn last line, 1 duplicate of a unique key',
      'store/site_reviews.db line 1 (_id "r1"): seq = 1 is also the key of line 3 (_id "r2"), written later: a duplicate of a unique key',
      'store/users.db: 5 lines, 3 documents, 1 bad line (4), no torn last line, 0 duplicates of unique keys',
      'store/users.db line 4: not a document nedb can read: {"_id":"u3","email":"\\u001b[2Jmei\\u2028@exa',
      'store/transactions.journal: 0 lines, 0 committed transactions, 0 bad lines, no torn last record',
      '4 finding(s) to repair: stop the product and run `pnpm admin store check --repair` (it keeps every original in DATA_DIR/recovered/).',
    ]);
    for (const line of lines) expect(line).not.toMatch(UNPRINTABLE);
    expect(snapshot(root)).toEqual(before);
    expect(() => new NedbStore(store)).toThrow(/users\.db line 4: .*`pnpm admin store check`/);
  });

  it('names the transactions a crash left in the journal', async () => {
    const root = mkdtempSync(join(tmpdir(), 'store-check-'));
    const product = new NedbStore(join(root, 'store'));
    await product.collection('outbox').count({});
    // The datafile refuses the append (a directory in its place): the record stays in the journal.
    const datafile = join(root, 'store', 'outbox.db');
    const saved = readFileSync(datafile);
    rmSync(datafile);
    mkdirSync(datafile);
    await product.transaction((tx) => tx.collection('outbox').insertOne({ _id: 'e1', type: 'mail' }));
    rmSync(datafile, { recursive: true });
    writeFileSync(datafile, saved);

    const config = parseConfig({ DATA_DIR: root });
    const found = await storeCheckCommand(config, false);
    expect(found.text).toMatch(
      /^store\/transactions\.journal: 1 committed transaction not yet known to be in the datafiles: [0-9a-f-]{36}$/m,
    );
    expect(found.damaged).toBe(true);
    expect((await storeCheckCommand(config, true)).text).toContain('(repaired: replayed into the datafiles)');
    const restarted = new NedbStore(join(root, 'store'));
    expect(await restarted.collection('outbox').findOne({ _id: 'e1' })).toEqual({ _id: 'e1', type: 'mail' });
    await restarted.close();
  });

  it('with --repair repairs all of it, keeps every original in DATA_DIR/recovered/, and the store opens clean', async () => {
    const { root, store } = await damagedDataDir();
    const config = parseConfig({ DATA_DIR: root });

    const repaired = await storeCheckCommand(config, true);
    expect(repaired.damaged).toBe(false);
    expect(repaired.text).toMatch(
      /^store\/users\.db line 4: not a document nedb can read: .* \(repaired: moved to recovered\/[^/]+\/users\.db\.removed-lines \(the whole file as it was: recovered\/[^/]+\/users\.db\)\)$/m,
    );
    const [folder = ''] = readdirSync(join(root, 'recovered'));
    expect(readdirSync(join(root, 'recovered', folder)).sort()).toEqual([
      'notes.db',
      'notes.db.removed-lines',
      'notes.db~',
      'site_reviews.db',
      'users.db',
      'users.db.removed-lines',
    ]);
    expect(readFileSync(join(root, 'recovered', folder, 'users.db.removed-lines'), 'utf8')).toBe(
      '4\t{"_id":"u3","email":"\u001b[2Jmei\u2028@exa\n',
    );

    const again = await storeCheckCommand(config, false);
    expect(again).toMatchObject({ damaged: false });
    expect(again.text.split('\n').at(-1)).toBe('The store is clean.');
    const opened = new NedbStore(store);
    expect((await opened.collection('users').find({})).map((u) => u._id).sort()).toEqual(['u1', 'u2', 'u4']);
    expect(await opened.collection('site_reviews').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'r1', opinion: 'Lovely' },
      { _id: 'r2', seq: 1, opinion: 'Also lovely' },
    ]);
    expect(await opened.collection('notes').find({})).toEqual([{ _id: 'n1', text: 'kept' }]);
    await opened.close();
  });

  it('refuses to repair while a process holds the DATA_DIR, even one not answering yet, and changes nothing', async () => {
    const { root, store } = await damagedDataDir();
    const before = readFileSync(join(store, 'users.db'), 'utf8');
    const held = lockDataDir(root, 'gateway');
    try {
      await expect(storeCheckCommand(parseConfig({ DATA_DIR: root }), true)).rejects.toThrow(
        `DATA_DIR ${root} is in use by process ${process.pid} (gateway); stop it first.`,
      );
    } finally {
      held.release();
    }
    expect(readFileSync(join(store, 'users.db'), 'utf8')).toBe(before);
    expect((await storeCheckCommand(parseConfig({ DATA_DIR: root }), true)).damaged).toBe(false);
  });

  it('refuses to repair while the product runs on the DATA_DIR', async () => {
    const { root } = await damagedDataDir();
    const product = createServer((_req, res) => res.end('{}'));
    product.listen(0, '127.0.0.1');
    await once(product, 'listening');
    try {
      const { port } = product.address() as AddressInfo;
      await writeOperatorFile(root, { token: 't', port, pid: process.pid });
      const config = parseConfig({ DATA_DIR: root });
      await expect(storeCheckCommand(config, true)).rejects.toThrow(
        `The product is running (pid ${process.pid}) on this DATA_DIR: stop it first.`,
      );
      expect((await storeCheckCommand(config, false)).text.split('\n')[0]).toBe(
        `The product is running (pid ${process.pid}): a write in progress can show as a torn last line.`,
      );
    } finally {
      product.close();
    }
  });

  it('exits 1 while damage is found, and 0 once --repair repaired it', async () => {
    const { root } = await damagedDataDir();
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const run = async (...args: string[]) => {
      const child = spawn(process.execPath, ['--import', 'tsx', cli, 'store', 'check', ...args], {
        // tsx resolves from the gateway package, whichever folder the test run started in.
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        env: { ...process.env, DATA_DIR: root, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      const [code] = (await once(child, 'exit')) as [number];
      return { code, last: stdout.trim().split('\n').at(-1) };
    };
    expect((await run()).code).toBe(1);
    expect(await run('--repair')).toEqual({
      code: 0,
      last: 'Repaired 4 finding(s).',
    });
    expect(await run()).toEqual({ code: 0, last: 'The store is clean.' });
  }, 120_000);
});
