/**
 * One process at a time on a DATA_DIR: others are refused with the holder's pid, a claim whose
 * process ended (or whose pid now belongs to another process) is taken over, and processes
 * racing for a free directory never both win.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Child, runFixture, until } from './child-fixtures.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';
import { bootId, readProcStat } from './proc-stat.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lock-'));
const claims = (root: string) => readdirSync(join(root, '.lock'));
const inUse = (root: string, pid: number, holder: string) =>
  `DATA_DIR ${root} is in use by process ${pid} (${holder}); stop it first.`;

const children: Child[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    child.child.kill('SIGKILL');
    await child.exited;
  }
});

/** Fixtures that each try to take `root` once `go` exists; resolves once all are waiting. */
async function contenders(root: string, count: number) {
  const go = join(root, 'go');
  const started = Array.from({ length: count }, () => runFixture('lock.fixture.ts', [root, go]));
  children.push(...started);
  for (const child of started) await until(() => child.output().includes('waiting'), 'waiting', child);
  return { go, started };
}

const answered = (child: Child) => /^(locked|refused: .*)$/m.exec(child.output())?.[0];

/** A claim as another process would have written it. */
function forgeClaim(root: string, pid: number, start: number, boot: string) {
  mkdirSync(join(root, '.lock'), { recursive: true });
  writeFileSync(join(root, '.lock', `${pid}-${start}-${boot}.json`), '{"holder":"a forged one"}\n');
}

const ownBoot = bootId()?.slice(0, 8) ?? 'any';

describe('lockDataDir', () => {
  it('refuses a second holder in the same process until the first releases', () => {
    const root = dataDir();
    const lock = lockDataDir(root, 'gateway');
    expect(() => lockDataDir(root, 'pnpm admin')).toThrow(inUse(root, process.pid, 'gateway'));
    lock.release();
    lockDataDir(root, 'pnpm admin').release();
    expect(claims(root)).toEqual([]);
  });

  it('refuses while another process holds the directory, naming its pid', async () => {
    const root = dataDir();
    const { go, started } = await contenders(root, 1);
    writeFileSync(go, '');
    const [holder] = started;
    if (!holder) throw new Error('no contender');
    await until(() => answered(holder) === 'locked', 'the lock', holder);
    expect(() => lockDataDir(root, 'gateway')).toThrow(DataDirInUseError);
    expect(() => lockDataDir(root, 'gateway')).toThrow(inUse(root, holder.child.pid ?? 0, 'lock fixture'));
  });

  it('takes over the claim of a process killed with SIGKILL', async () => {
    const root = dataDir();
    const { go, started } = await contenders(root, 1);
    writeFileSync(go, '');
    const [holder] = started;
    if (!holder) throw new Error('no contender');
    await until(() => answered(holder) === 'locked', 'the lock', holder);
    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(claims(root)).toHaveLength(1);
    const lock = lockDataDir(root, 'gateway');
    expect(claims(root)).toHaveLength(1);
    lock.release();
  });

  it.runIf(readProcStat(process.pid) !== null)(
    'takes over a claim whose pid now belongs to another process, or that an earlier boot left',
    () => {
      const root = dataDir();
      const parent = readProcStat(process.ppid);
      if (!parent) throw new Error('no parent to borrow a pid from');
      forgeClaim(root, process.ppid, parent.startTicks + 1, ownBoot);
      forgeClaim(root, process.ppid, parent.startTicks, ownBoot === '00000000' ? '11111111' : '00000000');
      expect(claims(root)).toHaveLength(2);
      const lock = lockDataDir(root, 'gateway');
      expect(claims(root)).toHaveLength(1);
      lock.release();
      // The same pid with its own start time and boot is the live process itself.
      forgeClaim(root, process.ppid, parent.startTicks, ownBoot);
      expect(() => lockDataDir(root, 'gateway')).toThrow(inUse(root, process.ppid, 'a forged one'));
    },
  );

  it('lets at most one of four processes racing for a free directory win', async () => {
    const root = dataDir();
    const { go, started } = await contenders(root, 4);
    writeFileSync(go, '');
    for (const child of started) await until(() => answered(child) !== undefined, 'an answer', child);
    const winners = started.filter((child) => answered(child) === 'locked');
    expect(winners.length).toBeLessThanOrEqual(1);
    const pids = started.map((child) => child.child.pid);
    for (const child of started.filter((c) => !winners.includes(c)))
      expect(pids).toContain(Number(/by process (\d+)/.exec(answered(child) ?? '')?.[1]));
  });
});
