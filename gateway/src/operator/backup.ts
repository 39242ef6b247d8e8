/**
 * Backups of the embedded data: the store's files copied while no write can land (the store's
 * transaction lock), with the blobs, in one gzipped tar; and a restore into a stopped
 * installation, which keeps what it replaces beside it.
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '@app/infra';
import { create, extract } from 'tar';
import { z } from 'zod';

const MANIFEST = 'backup.json';
const FORMAT = 'xplore-guide-backup/1';

export interface DataDirs {
  root: string;
  store: string;
  blobs: string;
}

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.string(),
  storeFiles: z.array(z.string()),
});
type Manifest = z.infer<typeof manifestSchema>;

const exists = (path: string) =>
  readdir(path).then(
    () => true,
    () => false,
  );

/**
 * Writes a snapshot of `dirs` to `file`. With a running store the copy is taken inside one of
 * its transactions, so no write lands half-way through it; blobs are written once under new
 * names, so copying them after is still consistent (at worst one more than the store names).
 */
export async function writeBackup(dirs: DataDirs, file: string, store?: Store): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'backup-'));
  try {
    const copyStore = () => cp(dirs.store, join(staging, 'store'), { recursive: true });
    if (await exists(dirs.store)) {
      if (store) await store.transaction(copyStore);
      else await copyStore();
    } else await mkdir(join(staging, 'store'));
    if (await exists(dirs.blobs)) await cp(dirs.blobs, join(staging, 'blobs'), { recursive: true });
    else await mkdir(join(staging, 'blobs'));
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      storeFiles: await readdir(join(staging, 'store')),
    };
    await writeFile(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await create({ gzip: true, cwd: staging, file, portable: true }, [MANIFEST, 'store', 'blobs']);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Brings a backup back into `dirs` (the product must be stopped); what was there is kept aside. */
export async function restoreBackup(
  dirs: DataDirs,
  file: string,
): Promise<{ manifest: Manifest; keptAside: string }> {
  const staging = await mkdtemp(join(dirs.root, '.restore-'));
  try {
    await extract({ file, cwd: staging, strict: true });
    const read = manifestSchema.safeParse(
      JSON.parse(await readFile(join(staging, MANIFEST), 'utf8').catch(() => 'null')),
    );
    if (!read.success) throw new Error(`${file} is not a backup of this product`);
    const manifest = read.data;
    const keptAside = join(dirs.root, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await mkdir(keptAside, { recursive: true });
    for (const [from, to] of [
      [dirs.store, join(keptAside, 'store')],
      [dirs.blobs, join(keptAside, 'blobs')],
    ] as const)
      if (await exists(from)) await rename(from, to);
    await rename(join(staging, 'store'), dirs.store);
    await rename(join(staging, 'blobs'), dirs.blobs);
    return { manifest, keptAside };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
