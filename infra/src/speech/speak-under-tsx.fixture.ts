/** Run by speech-threads.test.ts with tsx, as the product runs: one synthesis on the speech pool, reported as JSON. */
import { EspeakSpeech } from './espeak-speech.js';

const speech = new EspeakSpeech({ threads: 1 });
try {
  const spoken = await speech.synthesize('Hello from a speech thread.', 'en-US');
  process.stdout.write(
    JSON.stringify({ bytes: spoken.audio.length, firstByte: spoken.audio[0], durationMs: spoken.durationMs }),
  );
} finally {
  await speech.close();
}
