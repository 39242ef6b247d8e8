/** For tests: a data folder of their own, and a store file made unwritable as a failing disk would. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

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

/** The files of the one folder under `<root>/recovered`, by name. */
export function recovered(root: string): Record<string, string> {
  const folders = readdirSync(join(root, 'recovered'));
  expect(folders).toHaveLength(1);
  const folder = join(root, 'recovered', folders[0] ?? '');
  return Object.fromEntries(
    readdirSync(folder).map((name) => [name, readFileSync(join(folder, name), 'utf8')]),
  );
}
