/** For tests: a data folder of their own, and a store file made unwritable as a failing disk would. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A new DATA_DIR with its `store` folder (made): repairs keep originals in `<root>/recovered`. */
export function newDataDir(prefix: string): { root: string; store: string } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const store = join(root, 'store');
  mkdirSync(store);
  return { root, store };
}

/**
 * Puts a directory where `file` is, so writing it fails even for root, until the returned
 * function puts the file back as it was.
 */
export function breakFile(file: string): () => void {
  const saved = readFileSync(file);
  rmSync(file);
  mkdirSync(file);
  return () => {
    rmSync(file, { recursive: true });
    writeFileSync(file, saved);
  };
}
