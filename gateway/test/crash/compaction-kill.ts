/**
 * A kill during compaction: a graceful stop compacts every datafile (NedbStore.close), and nedb
 * compacts by writing `<name>.db~` and renaming it over `<name>.db`. The product is sent SIGTERM and
 * then SIGKILL the moment such a copy appears in DATA_DIR/store; when none appears before the
 * process exits, the stop was simply clean.
 */
import { watch } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { ProductProcess } from '../product-process.js';

export type CompactionStop =
  /** Killed once a copy appeared; `copyLeft`: the copy was still there after the kill (the rename cut off). */
  { outcome: 'killed'; copyLeft: boolean } | { outcome: 'stopped'; exitCode: number | null };

const isCopy = (name: string | null) => name?.endsWith('.db~') === true;

export async function stopDuringCompaction(
  product: ProductProcess,
  storeDir: string,
): Promise<CompactionStop> {
  let copySeen: () => void = () => {};
  const seen = new Promise<'copy'>((resolve) => {
    copySeen = () => resolve('copy');
  });
  // inotify reports the copy as it is created; the watch begins before the signal, so none is missed.
  const watcher = watch(storeDir, (_event, name) => {
    if (isCopy(name)) copySeen();
  });
  try {
    const stopping = product.stop();
    const first = await Promise.race([seen, stopping]);
    if (first !== 'copy') return { outcome: 'stopped', exitCode: first };
    await product.kill();
    await stopping;
    const names = await readdir(storeDir);
    return { outcome: 'killed', copyLeft: names.some(isCopy) };
  } finally {
    watcher.close();
  }
}
