/**
 * One run of the espeak-ng command line, compiled to WebAssembly (the espeak-ng package). The
 * module is compiled once per thread; each run gets a fresh instance, as the build exposes only a
 * run-once entry point. CPU-bound: call it on a speech thread (speech-worker.mjs).
 */
/// <reference path="../types/espeak-ng.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import ESpeakNg, { type ESpeakInstance } from 'espeak-ng';

/** The two WebAssembly calls used here (Node has them; its type definitions of this version do not). */
interface Wasm {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
const wasm = (globalThis as unknown as { WebAssembly: Wasm }).WebAssembly;

let compiled: Promise<object> | undefined;

function wasmModule(): Promise<object> {
  compiled ??= (async () => {
    const main = createRequire(import.meta.url).resolve('espeak-ng');
    return wasm.compile(await readFile(main.replace(/espeak-ng\.js$/, 'espeak-ng.wasm')));
  })();
  return compiled;
}

export interface EspeakRun {
  /** The finished instance, whose file system holds what the run wrote. */
  espeak: ESpeakInstance;
  /** What it printed to standard output, line by line (phonemes, with -x or -X). */
  printed: string[];
  errors: string[];
}

/** Runs under way on this thread with stack traces off, and the limit they found. */
let quietRuns = 0;
let limitBefore = Error.stackTraceLimit;

/**
 * Runs espeak-ng with these command-line arguments.
 *
 * Each run builds its instance's in-memory file system, and this Emscripten build captures a stack
 * trace for every path it looks up before creating it (dozens a run): over half of a short piece's
 * time went to traces nobody reads. Stack traces are off while runs are under way on the thread (a
 * speech thread does nothing else meanwhile); an error still carries its message.
 */
export async function runEspeak(args: string[]): Promise<EspeakRun> {
  if (quietRuns++ === 0) {
    limitBefore = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
  }
  try {
    return await runOnce(args);
  } finally {
    if (--quietRuns === 0) Error.stackTraceLimit = limitBefore;
  }
}

async function runOnce(args: string[]): Promise<EspeakRun> {
  const module = await wasmModule();
  const printed: string[] = [];
  const errors: string[] = [];
  // Emscripten's hook has no failure callback: a failed instantiation rejects this race instead.
  let instantiationFailed: (error: unknown) => void = () => {};
  const instantiation = new Promise<never>((_, reject) => {
    instantiationFailed = reject;
  });
  const started = ESpeakNg({
    arguments: args,
    print: (line: string) => void printed.push(line),
    printErr: (line: string) => void errors.push(line),
    instantiateWasm: (imports, ready) => {
      wasm
        .instantiate(module, imports)
        .then((instance) => ready(instance, module))
        .catch(instantiationFailed);
      return {};
    },
  });
  return { espeak: await Promise.race([started, instantiation]), printed, errors };
}
