/**
 * eSpeak NG compiled to WebAssembly (the espeak-ng package) and LAME's MP3 encoder: the CPU-bound
 * half of embedded speech. It runs on a speech thread (speech-worker.mjs); calling it anywhere else
 * blocks that thread's event loop for the whole synthesis. The WebAssembly module is compiled once
 * per thread; each request gets a fresh instance, as the build exposes only a run-once entry point.
 */
/// <reference path="../types/espeak-ng.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import ESpeakNg from 'espeak-ng';
import { encodeMp3, readWav } from './mp3.js';

/** A synthesis request as it crosses to a speech thread: plain data, cloned. */
export interface SpeechTask {
  text: string;
  /** eSpeak's voice name (contracts' `espeakVoice`). */
  voice: string;
}

/** MP3 bytes (a Buffer on the thread that made them, a Uint8Array once cloned across) and length. */
export interface SpokenMp3 {
  audio: Uint8Array;
  durationMs: number;
}

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

/** Speaks `text` with an eSpeak voice at 160 words a minute and encodes it as speech MP3. */
export async function synthesizeWithEspeak({ text, voice }: SpeechTask): Promise<SpokenMp3> {
  const module = await wasmModule();
  const errors: string[] = [];
  // Emscripten's hook has no failure callback: a failed instantiation rejects this race instead.
  let instantiationFailed: (error: unknown) => void = () => {};
  const instantiation = new Promise<never>((_, reject) => {
    instantiationFailed = reject;
  });
  const started = ESpeakNg({
    arguments: ['-v', voice, '-s', '160', '-w', '/speech.wav', text.replace(/\s+/g, ' ').trim()],
    print: () => {},
    printErr: (line: string) => void errors.push(line),
    instantiateWasm: (imports, ready) => {
      wasm
        .instantiate(module, imports)
        .then((instance) => ready(instance, module))
        .catch(instantiationFailed);
      return {};
    },
  });
  const espeak = await Promise.race([started, instantiation]);
  let wav: Uint8Array;
  try {
    wav = espeak.FS.readFile('/speech.wav');
  } catch {
    throw new Error(`eSpeak produced no audio: ${errors.join(' ').slice(0, 300)}`);
  }
  const { pcm, sampleRate } = readWav(wav);
  return {
    audio: await encodeMp3(pcm, sampleRate),
    durationMs: Math.round((pcm.length / sampleRate) * 1000),
  };
}
