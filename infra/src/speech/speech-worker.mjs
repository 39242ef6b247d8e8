/**
 * The speech threads' entry (piscina's `filename`). Plain JavaScript, so Node loads it on a worker
 * thread however the process started; it brings in the TypeScript synthesis through tsx's loader,
 * which a thread needs under vitest (no loader in its execArgv) and which is harmless under tsx.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runWhenIdle } from './idle-priority.mjs';

// Background work: requests take the CPU first (idle-priority.mjs).
runWhenIdle();

/** Loaded by the thread's first task: piscina parks an idle thread, which would stall a load begun earlier. */
let synthesis;

async function load() {
  // Dynamic, not static: piscina loads this file with require() first, and under tsx that turns
  // static imports into require() calls, which reach tsx's CommonJS API, whose tsImport looks for
  // its loader at a wrong path. A dynamic import stays an ESM import.
  // Compiled (dist/, production): the JavaScript beside this file; otherwise the TypeScript.
  const compiled = new URL('./espeak-synthesis.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return import(compiled.href);
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('./espeak-synthesis.ts', import.meta.url);
}

/** @param {{ text: string; voice: string }} task */
export default async function speak(task) {
  synthesis ??= load();
  const { synthesizeWithEspeak } = await synthesis;
  return synthesizeWithEspeak(task);
}

/** @param {{ text: string; voice: string }} task */
export async function phonemes(task) {
  synthesis ??= load();
  const { phonemesWithEspeak } = await synthesis;
  return phonemesWithEspeak(task);
}
