import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datafileLine } from './datafile.js';
import { newDataDir, recovered } from './files.fixture.js';
import { isCutJsonObject } from './json-prefix.js';
import { NedbStore } from './nedb-store.js';
import { StoreDamagedError } from './port.js';

const users = [
  { _id: 'u1', email: 'asha@example.com' },
  { _id: 'u2', email: 'ravi@example.com' },
  { _id: 'u3', email: 'mei@example.com' },
];
const lines = users.map((u) => `${datafileLine(u)}\n`);

/** The refusal a new store on `dir` throws. */
function refusal(dir: string): StoreDamagedError {
  try {
    new NedbStore(dir);
  } catch (error) {
    if (error instanceof StoreDamagedError) return error;
    throw error;
  }
  throw new Error('the store opened');
}

describe('embedded store: damaged datafiles', () => {
  it('refuses to start on a datafile replaced by garbage, in one line naming it and `pnpm admin store check`', () => {
    const { root, store: dir } = newDataDir('damaged-');
    const garbage = Buffer.from([0x7b, 0x00, 0x9f, 0x50, 0x4b, 0x03, 0x04, 0x13, 0x2a, 0xff, 0x22, 0x41]);
    writeFileSync(join(dir, 'users.db'), garbage);

    const error = refusal(dir);
    expect(error.message).toContain(`${join(dir, 'users.db')} line 1: not a document nedb can read`);
    expect(error.message).toContain('`pnpm admin store check`');
    expect(error.message).not.toMatch(/[\n\r\u2028\u2029]/);
    expect(error.file).toBe(join(dir, 'users.db'));
    // Kept as it was: nothing repaired, nothing moved.
    expect(readFileSync(join(dir, 'users.db'))).toEqual(garbage);
    expect(existsSync(join(root, 'recovered'))).toBe(false);
  });

  it('refuses a bad line between good ones, naming its number, and keeps every line', () => {
    const { store: dir } = newDataDir('damaged-');
    const text = `${lines[0]}{"_id":"u2","email":"ravi@exa\n${lines[2]}${lines[1]}`;
    writeFileSync(join(dir, 'users.db'), text);

    expect(refusal(dir).message).toContain(`${join(dir, 'users.db')} line 2: not a document nedb can read`);
    expect(readFileSync(join(dir, 'users.db'), 'utf8')).toBe(text);
  });

  it('counts every bad line: a second one is named in the refusal too', () => {
    const { store: dir } = newDataDir('damaged-');
    writeFileSync(join(dir, 'users.db'), `${lines[0]}nonsense\n${lines[1]}{}\n${lines[2]}`);
    expect(refusal(dir).message).toMatch(
      /line 2: not a document nedb can read: nonsense \(and 1 more finding\)/,
    );
  });

  it('cuts a torn last line off by itself, keeping the file and the line in DATA_DIR/recovered/<time>/', async () => {
    const { root, store: dir } = newDataDir('damaged-');
    const text = `${lines.join('')}{"_id":"u4","email":"li`;
    writeFileSync(join(dir, 'users.db'), text);

    const store = new NedbStore(dir);
    expect(await store.collection('users').find({}, { sort: { _id: 1 } })).toEqual(users);
    expect(readFileSync(join(dir, 'users.db'), 'utf8')).toBe(lines.join(''));
    expect(recovered(root)).toEqual({
      'users.db': text,
      'users.db.removed-lines': '4\t{"_id":"u4","email":"li\n',
    });
    await store.close();
  });

  it('ends a whole last line a kill left without its newline, so the next line is not swallowed', async () => {
    const { root, store: dir } = newDataDir('damaged-');
    writeFileSync(join(dir, 'users.db'), lines.join('').slice(0, -1));

    const killed = new NedbStore(dir);
    // nedb appends an index definition itself, with no newline before it.
    await killed.ensureIndex('users', { fields: ['email'], unique: true });
    const reopened = new NedbStore(dir);
    expect(await reopened.collection('users').count({})).toBe(3);
    await reopened.close();
    expect(existsSync(join(root, 'recovered'))).toBe(false);
  });

  it('tells a line a kill cut short from garbage', () => {
    const whole = datafileLine({
      _id: 'a',
      n: -1.5e3,
      list: [true, null, { d: new Date(0) }],
      s: 'x\\"\u2028',
    });
    for (let end = 1; end < whole.length; end++) expect(isCutJsonObject(whole.slice(0, end))).toBe(true);
    for (const text of [
      whole,
      `${whole}}`,
      'garbage',
      '{"a" 1',
      '{"a":1,,',
      '[1, 2',
      '{"a":[1}',
      '{"a":"b\u0001',
    ])
      expect(isCutJsonObject(text), text).toBe(false);
  });

  it('refuses a datafile whose garbage has newlines, and opens once the operator repaired it', async () => {
    const { store: dir } = newDataDir('damaged-');
    writeFileSync(join(dir, 'users.db'), lines.join(''));
    appendFileSync(join(dir, 'users.db'), '\u0000\u0000\u0000\n\u0000\u0000');
    expect(refusal(dir).message).toContain('line 4');

    NedbStore.check(dir, true);
    const store = new NedbStore(dir);
    expect(await store.collection('users').count({})).toBe(3);
    await store.close();
  });
});
