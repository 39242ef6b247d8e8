import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Config, createPlatform, dataPaths, parseConfig } from '@app/infra';
import pino from 'pino';
import { create } from 'tar';
import { describe, expect, it } from 'vitest';
import { type Harness, harness, useProduct } from '../../test/harness.js';
import { backupCommand, restoreCommand } from './commands.js';
import { readOperatorFile, writeOperatorFile } from './token.js';

const startProduct = useProduct();

/** Writes pairs of documents, each pair in one transaction, until told to stop. */
function writePairs(store: Harness['platform']['store']) {
  const acknowledged: string[] = [];
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const id = `pair-${i}`;
      await store.transaction(async (tx) => {
        await tx.collection('pairs_left').insertOne({ _id: id, n: i });
        await tx.collection('pairs_right').insertOne({ _id: id, n: i });
      });
      acknowledged.push(id);
    }
  })();
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe('pnpm admin backup and restore', () => {
  it('round-trips a consistent snapshot taken while writes go on', async () => {
    // harness(): the test closes the product itself, to restore without it.
    const h = await harness();
    const url = new URL(await h.listen());
    // The operator file, not PORT, tells the command where the process listens.
    expect(url.port).not.toBe('3000');
    const config = h.deps.config;
    const writes = writePairs(h.platform.store);
    while (writes.acknowledged.length < 20) await new Promise((resolve) => setImmediate(resolve));
    const before = writes.acknowledged.length;
    const file = join(mkdtempSync(join(tmpdir(), 'backups-')), 'snapshot.tar.gz');
    expect(await backupCommand(config, file)).toMatch(/by the running process/);
    await writes.stop();
    expect(writes.acknowledged.length).toBeGreaterThan(before);

    await expect(restoreCommand(config, file)).rejects.toThrow(/running .* stop it first/);
    await h.close();

    const target = mkdtempSync(join(tmpdir(), 'restored-'));
    const restoredConfig = parseConfig({ DATA_DIR: target });
    expect(await restoreCommand(restoredConfig, file)).toMatch(/Restored the backup/);
    const platform = await createPlatform(restoredConfig, pino({ level: 'silent' }));
    try {
      const left = (await platform.store.collection('pairs_left').find({})).map((d) => d._id).sort();
      const right = (await platform.store.collection('pairs_right').find({})).map((d) => d._id).sort();
      // Whole transactions only, and at least every one acknowledged before the backup began.
      expect(left).toEqual(right);
      expect(left.length).toBeGreaterThanOrEqual(before);
      expect(await platform.store.collection('users').count({})).toBe(0);
    } finally {
      await platform.close();
    }
  });

  it('backs up DATA_DIR itself when no process runs', async () => {
    // harness(): the test closes the product itself, to back up its DATA_DIR without it.
    const h = await harness();
    await h.platform.store.collection('notes').insertOne({ _id: 'kept' });
    const config = h.deps.config;
    await h.close();
    const file = join(mkdtempSync(join(tmpdir(), 'backups-')), 'offline.tar.gz');
    expect(await backupCommand(config, file)).toMatch(/no process was running/);
    const target = parseConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'restored-')) });
    await restoreCommand(target, file);
    const platform = await createPlatform(target, pino({ level: 'silent' }));
    expect(await platform.store.collection('notes').findOne({ _id: 'kept' })).not.toBeNull();
    await platform.close();
  });

  it('refuses a file that is not a backup', async () => {
    const target = parseConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'restored-')) });
    await expect(restoreCommand(target, join(tmpdir(), 'no-such-backup.tar.gz'))).rejects.toThrow();
  });

  it('refuses an archive that is not one of its backups, leaving DATA_DIR as it was', async () => {
    const target = parseConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'restored-')) });
    await withNote(target, 'mine');
    const other = mkdtempSync(join(tmpdir(), 'other-'));
    mkdirSync(join(other, 'store'));
    writeFileSync(join(other, 'store', 'notes.db'), '{"_id":"forged"}\n');
    const file = join(mkdtempSync(join(tmpdir(), 'archives-')), 'other.tar.gz');
    await create({ gzip: true, cwd: other, file }, ['store']);
    await expect(restoreCommand(target, file)).rejects.toThrow(/is not a backup of this product/);
    expect(await noteIds(target)).toEqual(['mine']);
    expect(readdirSync(dataPaths(target).root).filter((name) => name.startsWith('before-restore-'))).toEqual(
      [],
    );
  });

  it('keeps what DATA_DIR held aside, whole, when it restores a backup over it', async () => {
    const source = parseConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'source-')) });
    await withNote(source, 'kept');
    const file = join(mkdtempSync(join(tmpdir(), 'backups-')), 'offline.tar.gz');
    await backupCommand(source, file);
    const target = parseConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'restored-')) });
    await withNote(target, 'mine');
    const said = await restoreCommand(target, file);
    expect(await noteIds(target)).toEqual(['kept']);
    const [aside, ...more] = readdirSync(dataPaths(target).root).filter((name) =>
      name.startsWith('before-restore-'),
    );
    expect(more).toEqual([]);
    expect(said).toContain(join(dataPaths(target).root, aside ?? ''));
    expect(await noteIds(parseConfig({ DATA_DIR: join(dataPaths(target).root, aside ?? '') }))).toEqual([
      'mine',
    ]);
  });
});

/** Writes one note into the embedded store of `config`'s DATA_DIR. */
async function withNote(config: Config, id: string): Promise<void> {
  const platform = await createPlatform(config, pino({ level: 'silent' }));
  await platform.store.collection('notes').insertOne({ _id: id });
  await platform.close();
}

async function noteIds(config: Config): Promise<string[]> {
  const platform = await createPlatform(config, pino({ level: 'silent' }));
  try {
    return (await platform.store.collection('notes').find({})).map((note) => String(note._id));
  } finally {
    await platform.close();
  }
}

describe('the operator channel', () => {
  it('is not bypassed: a live process that holds DATA_DIR but does not answer stops every command', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'held-'));
    const holder = spawn('sleep', ['60']);
    try {
      await writeOperatorFile(dir, { token: 'x', port: 9, pid: holder.pid ?? 0 });
      const config = parseConfig({ DATA_DIR: dir });
      await expect(backupCommand(config, join(dir, 'b.tar.gz'))).rejects.toThrow(/does not answer/);
      await expect(restoreCommand(config, join(dir, 'b.tar.gz'))).rejects.toThrow(/does not answer/);
    } finally {
      holder.kill();
    }
  });

  it('answers only its token, on loopback, unrelayed: anyone else finds nothing there', async () => {
    const h = await startProduct();
    const base = await h.listen();
    const token = (await readOperatorFile(h.dataDir))?.token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const ping = (headers: Record<string, string>) => fetch(`${base}/_operator/ping`, { headers });
    expect((await ping({ authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await ping({})).status).toBe(404);
    expect((await ping({ authorization: `Bearer ${'0'.repeat(64)}` })).status).toBe(404);
    // Shorter or longer than the token (its start, or it with more after): refused the same way.
    expect((await ping({ authorization: `Bearer ${token?.slice(0, 32)}` })).status).toBe(404);
    expect((await ping({ authorization: `Bearer ${token}0` })).status).toBe(404);
    expect((await ping({ authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.7' })).status).toBe(
      404,
    );
    // Without a socket (not over the network) there is no peer to trust either.
    expect(
      (await h.app.request('/_operator/ping', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
  });
});
