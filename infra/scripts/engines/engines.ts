/** The engines, and where each one's files are under ENGINES_HOME. */
import { join } from 'node:path';
import type { Engine, EngineName, EngineRun } from './engine.js';
import { HOME_DIR } from './environment.js';
import { kafka } from './kafka.js';
import { mailpit } from './mailpit.js';
import { minio } from './s3.js';
import type { EngineRecord } from './state.js';

export const ENGINES: readonly Engine[] = [kafka, minio, mailpit];

export function engineNamed(name: string | undefined): Engine {
  const engine = ENGINES.find((candidate) => candidate.name === name);
  if (!engine) throw new Error(`name one engine: ${ENGINES.map((e) => e.name).join(' | ')}`);
  return engine;
}

export function engineRun(name: EngineName, record: EngineRecord): EngineRun {
  return { dir: join(HOME_DIR, name), ports: record.ports };
}

export const logFile = (name: EngineName) => join(HOME_DIR, `${name}.log`);
