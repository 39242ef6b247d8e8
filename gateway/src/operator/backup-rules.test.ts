/**
 * What a backup holds and what a restore refuses: the manifest, the store and the blobs, each
 * entry once and naming no owner of the machine that wrote it; the store copied inside the running
 * store's transaction; and an archive that is not one the product wrote refused whole, DATA_DIR
 * left as it was.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Store } from '@app/infra';
import { create, list } from 'tar';
import { describe, expect, it } from 'vitest';
import { restoreBackup, writeBackup } from './backup.js';

function dataDir() {
  const root = mkdtempSync(join(tmpdir(), 'backup-rules-'));
  return { root, store: join(root, 'store'), blobs: join(root, 'blobs') };
}

const archivePath = () => join(mkdtempSync(join(tmpdir(), 'backups-')), 'snapshot.tar.gz');

/** A DATA_DIR holding one store file and one blob. */
function filled() {
  const dirs = dataDir();
  mkdirSync(dirs.store);
  writeFileSync(join(dirs.store, 'users.db'), '{"_id":"u1"}\n');
  mkdirSync(dirs.blobs);
  writeFileSync(join(dirs.blobs, 'a.png'), 'bytes');
  return dirs;
}

/** An archive of `files` (path to content) as tar writes it, with `rename` applied to the names afterwards. */
async function archiveOf(
  files: Record<string, string>,
  rename: (name: string) => string = (name) => name,
): Promise<string> {
  const from = mkdtempSync(join(tmpdir(), 'archive-from-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(from, name, '..'), { recursive: true });
    writeFileSync(join(from, name), content);
  }
  const plain = join(from, 'plain.tar');
  await create({ cwd: from, file: plain, portable: true }, Object.keys(files));
  const tar = readFileSync(plain);
  // Each entry's header names it in its first 100 bytes; its checksum then counts its bytes anew.
  for (let at = 0; at + 512 <= tar.length; at += 512) {
    const name = tar
      .subarray(at, at + 100)
      .toString()
      .replace(/\0.*$/s, '');
    if (!(name in files) || rename(name) === name) continue;
    tar.fill(0, at, at + 100);
    tar.write(rename(name), at);
    tar.fill(0x20, at + 148, at + 156);
    const sum = tar.subarray(at, at + 512).reduce((total, byte) => total + byte, 0);
    tar.write(`${sum.toString(8).padStart(6, '0')}\0 `, at + 148);
  }
  const file = archivePath();
  writeFileSync(file, gzipSync(tar));
  return file;
}

const MANIFEST = JSON.stringify({ format: 'xplore-guide-backup/1', createdAt: 'then', storeFiles: [] });

describe('a backup', () => {
  it('holds the manifest, the store and the blobs, each entry once, naming no owner', async () => {
    const file = archivePath();
    await writeBackup(filled(), file);
    const entries: Array<{ path: string; uid?: number; gid?: number }> = [];
    await list({ file, onReadEntry: (e) => entries.push({ path: e.path, uid: e.uid, gid: e.gid }) });
    expect(entries.map((e) => e.path).sort()).toEqual([
      'backup.json',
      'blobs/',
      'blobs/a.png',
      'store/',
      'store/users.db',
    ]);
    // Restored elsewhere (as root, tar would give files to the uid they name), they are the restorer's.
    expect(entries.filter((e) => e.uid !== undefined || e.gid !== undefined)).toEqual([]);
  });

  it('copies the store inside a transaction of the running store, after the write in progress', async () => {
    const dirs = filled();
    // The store's lock lets the transaction in progress end before the backup's begins.
    let inProgress: (() => void) | undefined = () =>
      writeFileSync(join(dirs.store, 'bookings.db'), '{"_id":"b1"}\n');
    const store = {
      transaction: async <R>(work: () => Promise<R>) => {
        inProgress?.();
        inProgress = undefined;
        return work();
      },
    } as unknown as Store;
    const manifest = await writeBackup(dirs, archivePath(), store);
    expect(manifest.storeFiles.sort()).toEqual(['bookings.db', 'users.db']);
  });
});

describe('a restore', () => {
  it('refuses an archive without the manifest, naming the file', async () => {
    const to = filled();
    const file = await archiveOf({ 'store/users.db': '{"_id":"forged"}\n' });
    await expect(restoreBackup(to, file)).rejects.toThrow(`${file} is not a backup of this product`);
    expect(readFileSync(join(to.store, 'users.db'), 'utf8')).toBe('{"_id":"u1"}\n');
  });

  it('refuses a backup with an entry that would land outside DATA_DIR, and leaves DATA_DIR as it was', async () => {
    const to = filled();
    const file = await archiveOf(
      { 'backup.json': MANIFEST, 'store/users.db': '{"_id":"forged"}\n', 'blobs/zz/evil.sh': 'echo' },
      (name) => name.replace('blobs/zz/', 'blobs/../'),
    );
    await expect(restoreBackup(to, file)).rejects.toThrow(/'\.\.'/);
    expect(readFileSync(join(to.store, 'users.db'), 'utf8')).toBe('{"_id":"u1"}\n');
    expect(readdirSync(to.root).sort()).toEqual(['blobs', 'store']);
  });
});
