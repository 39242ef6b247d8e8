/**
 * The reading thread's entry (piscina's `filename`), loaded like speech-worker.mjs: plain
 * JavaScript that brings in the TypeScript through tsx's loader.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runWhenIdle } from './idle-priority.mjs';

// Background work: requests take the CPU first (idle-priority.mjs).
runWhenIdle();

/** Loaded by the thread's first task, as on the speech threads. */
let reading;

async function load() {
  // Compiled (dist/, production): the JavaScript beside this file; otherwise the TypeScript.
  const compiled = new URL('./voice-reading.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return import(compiled.href);
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('./voice-reading.ts', import.meta.url);
}

/** @param {{ text: string; voice: string }} task */
export default async function read(task) {
  reading ??= load();
  const { readingForVoice } = await reading;
  return readingForVoice(task);
}
