/**
 * eSpeak NG compiled to WebAssembly (the espeak-ng package) and LAME's MP3 encoder: the CPU-bound
 * half of embedded speech. It runs on a speech thread (speech-worker.mjs); calling it anywhere else
 * blocks that thread's event loop for the whole synthesis.
 */
import { runEspeak } from './espeak-run.js';
import { encodeMp3, readWav } from './mp3.js';

/** A synthesis request as it crosses to a speech thread: plain data, cloned. */
export interface SpeechTask {
  /** What the voice reads: for Japanese and Mandarin, the reading (speech-readings.ts), not the script. */
  text: string;
  /** eSpeak's voice name (contracts' `espeakVoice`). */
  voice: string;
}

/** MP3 bytes (a Buffer on the thread that made them, a Uint8Array once cloned across) and length. */
export interface SpokenMp3 {
  audio: Uint8Array;
  durationMs: number;
}

/** Words a minute: 160, but eSpeak's Mandarin pauses after every syllable and runs half as long again. */
const RATES: Readonly<Record<string, number>> = { cmn: 170 };
const RATE = 160;

/** eSpeak's options for running text: the voice, at its speaking rate. */
export function espeakTextArgs({ text, voice }: SpeechTask): string[] {
  return ['-v', voice, '-s', String(RATES[voice] ?? RATE), text.replace(/\s+/g, ' ').trim()];
}

/** What the voice says for a task, without encoding: eSpeak's phoneme trace and the length. */
export interface SpokenPhonemes {
  /**
   * eSpeak's `-X` output: each word's phonemes and the dictionary entries it looked up, where
   * letter fallbacks show (letter-fallbacks.ts).
   */
  trace: string[];
  durationMs: number;
}

async function speakToWav(task: SpeechTask, options: string[] = []) {
  const { espeak, printed, errors } = await runEspeak([
    ...options,
    '-w',
    '/speech.wav',
    ...espeakTextArgs(task),
  ]);
  let wav: Uint8Array;
  try {
    wav = espeak.FS.readFile('/speech.wav');
  } catch {
    throw new Error(`eSpeak produced no audio: ${errors.join(' ').slice(0, 300)}`);
  }
  const { pcm, sampleRate } = readWav(wav);
  return { pcm, sampleRate, printed, durationMs: Math.round((pcm.length / sampleRate) * 1000) };
}

/** Speaks `text` with an eSpeak voice and encodes it as speech MP3. */
export async function synthesizeWithEspeak(task: SpeechTask): Promise<SpokenMp3> {
  const { pcm, sampleRate, durationMs } = await speakToWav(task);
  return { audio: await encodeMp3(pcm, sampleRate), durationMs };
}

/** The same speech as `synthesizeWithEspeak`, traced phoneme by phoneme instead of encoded. */
export async function phonemesWithEspeak(task: SpeechTask): Promise<SpokenPhonemes> {
  const { printed, durationMs } = await speakToWav(task, ['-X']);
  return { trace: printed, durationMs };
}
