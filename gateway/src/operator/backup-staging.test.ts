/**
 * Where a backup and a restore put their work: with no product running, a backup holds DATA_DIR
 * as `pnpm admin` while it writes, stages its copy in the temporary folder and leaves nothing
 * there; a restore stages inside DATA_DIR and writes nothing beside it.
 */
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  constants,
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createPlatform, NedbStore, parseConfig, silentLogger } from '@app/infra';
import { describe, expect, it, vi } from 'vitest';
import { restoreBackup, writeBackup } from './backup.js';
import { backupCommand } from './commands.js';

const WAIT = { timeout: 5_000, interval: 10 };

describe('a backup with no product running', () => {
  it('holds DATA_DIR as pnpm admin while it writes, staged in the temporary folder, and leaves nothing there', async () => {
    const root = mkdtempSync(join(tmpdir(), 'staging-data-'));
    const notes = new NedbStore(join(root, 'store'));
    await notes.collection('notes').insertOne({ _id: 'kept' });
    await notes.close();
    const config = parseConfig({ DATA_DIR: root });
    const temp = mkdtempSync(join(tmpdir(), 'staging-temp-'));
    const out = mkdtempSync(join(tmpdir(), 'staging-out-'));
    // A pipe for the archive: the backup waits at it, mid-way, until the test reads it.
    const fifo = join(out, 'backup.tar.gz');
    execFileSync('mkfifo', [fifo]);
    const tmpdirBefore = process.env.TMPDIR;
    process.env.TMPDIR = temp;
    let read = false;
    try {
      const writing = backupCommand(config, fifo);
      writing.catch(() => {});
      await vi.waitFor(() => expect(readdirSync(temp)).toEqual([expect.stringMatching(/^backup-/)]), WAIT);
      await expect(createPlatform(config, silentLogger, { holder: 'gateway' })).rejects.toThrow(
        `DATA_DIR ${root} is in use by process ${process.pid} (pnpm admin); stop it first.`,
      );
      const copy = join(out, 'copy.tar.gz');
      await pipeline(createReadStream(fifo), createWriteStream(copy));
      read = true;
      expect(await writing).toBe(`Backup written to ${fifo} (no process was running).`);
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      if (tmpdirBefore === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdirBefore;
      // A backup still waiting at the pipe is let go: a reader that comes and leaves ends its wait.
      if (!read) closeSync(openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK));
    }
  });
});

describe('a restore', () => {
  it('stages inside DATA_DIR, writing nothing beside it', async () => {
    const from = mkdtempSync(join(tmpdir(), 'staging-from-'));
    mkdirSync(join(from, 'store'));
    writeFileSync(join(from, 'store', 'users.db'), '{"_id":"u1"}\n');
    const file = join(from, 'snapshot.tar.gz');
    await writeBackup({ root: from, store: join(from, 'store'), blobs: join(from, 'blobs') }, file);

    const parent = mkdtempSync(join(tmpdir(), 'staging-parent-'));
    const root = join(parent, 'data');
    mkdirSync(root);
    const beside: string[] = [];
    const watcher = watch(parent, (_event, name) => beside.push(String(name)));
    try {
      await restoreBackup({ root, store: join(root, 'store'), blobs: join(root, 'blobs') }, file);
      // Events come in order: once the marker's has come, any the restore caused has too.
      writeFileSync(join(parent, 'marker'), '');
      await vi.waitFor(() => expect(beside).toContain('marker'), WAIT);
      expect(beside.filter((name) => name !== 'marker')).toEqual([]);
    } finally {
      watcher.close();
    }
  });
});
