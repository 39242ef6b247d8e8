/**
 * Embedded speech: eSpeak NG compiled to WebAssembly (the espeak-ng package), real offline speech
 * in every language of the catalog, encoded to MP3. The WebAssembly module is compiled once; each
 * request gets a fresh instance, as the build exposes only a run-once entry point.
 */
/// <reference path="../types/espeak-ng.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { findLanguage } from '@app/contracts';
import ESpeakNg from 'espeak-ng';
import { encodeMp3, readWav } from './mp3.js';
import type { Speech, SpeechAudio } from './port.js';

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

export class EspeakSpeech implements Speech {
  readonly kind = 'embedded' as const;

  async synthesize(text: string, languageId: string): Promise<SpeechAudio> {
    const language = findLanguage(languageId);
    if (!language) throw new Error(`unsupported language: ${languageId}`);
    const module = await wasmModule();
    const errors: string[] = [];
    // Emscripten's hook has no failure callback: a failed instantiation rejects this race instead.
    let instantiationFailed: (error: unknown) => void = () => {};
    const instantiation = new Promise<never>((_, reject) => {
      instantiationFailed = reject;
    });
    const started = ESpeakNg({
      arguments: [
        '-v',
        language.espeakVoice,
        '-s',
        '160',
        '-w',
        '/speech.wav',
        text.replace(/\s+/g, ' ').trim(),
      ],
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
      contentType: 'audio/mpeg',
      durationMs: Math.round((pcm.length / sampleRate) * 1000),
    };
  }
}
