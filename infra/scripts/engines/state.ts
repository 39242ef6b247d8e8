/** The record of each engine's pid and ports, in ENGINES_HOME/state.json. */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EngineName } from './engine.js';
import { HOME_DIR } from './environment.js';

export interface EngineRecord {
  pid?: number;
  /** Chosen at the first start and kept, so a restarted engine answers where clients expect it. */
  ports: Record<string, number>;
}

export type State = Partial<Record<EngineName, EngineRecord>>;

const STATE_FILE = join(HOME_DIR, 'state.json');

export async function readState(): Promise<State> {
  try {
    return JSON.parse(await readFile(STATE_FILE, 'utf8')) as State;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

export async function writeState(state: State): Promise<void> {
  await mkdir(HOME_DIR, { recursive: true });
  await writeFile(`${STATE_FILE}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  await rename(`${STATE_FILE}.tmp`, STATE_FILE);
}
