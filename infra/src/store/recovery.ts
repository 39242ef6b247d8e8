/**
 * DATA_DIR/recovered/<time>/: every repair of the store's files first puts there what it is about
 * to change (the whole file, and the lines it takes out), flushed, so nothing is ever lost by one.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { flushSync } from './durable.js';

/** A line of a file: its number (from 1) and its text. */
export interface LineRef {
  line: number;
  text: string;
}

/** The `recovered` folder beside a store folder (DATA_DIR/store → DATA_DIR/recovered). */
export const recoveredBeside = (storeDir: string) => join(dirname(storeDir), 'recovered');

export class Recovery {
  /** This run's folder, made on first use. */
  private folder: string | null = null;

  constructor(readonly root: string) {}

  /** Copies `file` in, before a repair changes it; returns where it went, for a report. */
  keep(file: string): string {
    const copy = this.free(basename(file));
    return this.written(copy, () => copyFileSync(file, copy));
  }

  /** Moves `file` in, out of the way of the store. */
  move(file: string): string {
    const moved = this.free(basename(file));
    renameSync(file, moved);
    flushSync(dirname(file));
    return this.flushed(moved);
  }

  /** Writes the lines a repair takes out of `file` as `<number>\t<text>`, one a line. */
  keepLines(file: string, lines: readonly LineRef[]): string {
    const kept = this.free(`${basename(file)}.removed-lines`);
    return this.written(kept, () =>
      writeFileSync(kept, lines.map((l) => `${l.line}\t${l.text}\n`).join(''), 'utf8'),
    );
  }

  /** How a report names a kept file: relative to DATA_DIR. */
  shown(path: string): string {
    return relative(dirname(this.root), path);
  }

  /** Writes `path` and flushes it; a full disk's partial copy is removed, so the repair stops with nothing half kept. */
  private written(path: string, write: () => void): string {
    try {
      write();
      return this.flushed(path);
    } catch (error) {
      rmSync(path, { force: true });
      throw error;
    }
  }

  private flushed(path: string): string {
    flushSync(path);
    flushSync(dirname(path));
    return path;
  }

  private free(name: string): string {
    const folder = this.open();
    let path = join(folder, name);
    for (let n = 2; existsSync(path); n++) path = join(folder, `${name}.${n}`);
    return path;
  }

  private open(): string {
    if (this.folder !== null) return this.folder;
    mkdirSync(this.root, { recursive: true });
    const time = new Date().toISOString().replace(/:/g, '-');
    // Two runs within the same millisecond each get their own folder.
    for (let n = 1; ; n++) {
      const folder = join(this.root, n === 1 ? time : `${time}-${n}`);
      try {
        mkdirSync(folder);
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'EEXIST') continue;
        throw error;
      }
      flushSync(this.root);
      this.folder = folder;
      return folder;
    }
  }
}
