/**
 * The backup archive on its own: a gzipped tar of the store and the blobs (an empty store when
 * there is none yet), brought back whole; a restore keeps the data it replaces under a dated name
 * and leaves no staging folder behind.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreBackup, writeBackup } from './backup.js';

function dataDir() {
  const root = mkdtempSync(join(tmpdir(), 'archive-'));
  return { root, store: join(root, 'store'), blobs: join(root, 'blobs') };
}

const PICTURE = Buffer.from('not really a png, but bytes all the same');

describe('a backup archive', () => {
  it('holds the blobs and an empty store when there is none yet, gzipped, and brings them back', async () => {
    const from = dataDir();
    mkdirSync(join(from.blobs, 'uploads'), { recursive: true });
    writeFileSync(join(from.blobs, 'uploads', 'a.png'), PICTURE);
    const file = join(mkdtempSync(join(tmpdir(), 'backups-')), 'snapshot.tar.gz');
    const manifest = await writeBackup(from, file);
    expect(manifest).toMatchObject({ format: 'xplore-guide-backup/1', storeFiles: [] });
    expect([...readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    const to = dataDir();
    const restored = await restoreBackup(to, file);
    expect(restored.manifest).toEqual(manifest);
    expect(readFileSync(join(to.blobs, 'uploads', 'a.png'))).toEqual(PICTURE);
    expect(readdirSync(to.store)).toEqual([]);
  });

  it('keeps what it replaces under a dated name, and leaves no staging folder behind', async () => {
    const from = dataDir();
    mkdirSync(from.store);
    writeFileSync(join(from.store, 'users.db'), '{"_id":"u1"}\n');
    const file = join(mkdtempSync(join(tmpdir(), 'backups-')), 'snapshot.tar.gz');
    expect((await writeBackup(from, file)).storeFiles).toEqual(['users.db']);

    const to = dataDir();
    mkdirSync(to.store);
    writeFileSync(join(to.store, 'users.db'), '{"_id":"old"}\n');
    const { keptAside } = await restoreBackup(to, file);
    expect(keptAside).toMatch(/[/\\]before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(readFileSync(join(keptAside, 'store', 'users.db'), 'utf8')).toBe('{"_id":"old"}\n');
    expect(readFileSync(join(to.store, 'users.db'), 'utf8')).toBe('{"_id":"u1"}\n');
    expect(readdirSync(to.root).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  });
});
