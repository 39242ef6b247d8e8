/**
 * Run by speech-threads.test.ts with tsx, as the product runs: one synthesis on the speech pool,
 * and one through the reading thread first (Mandarin), reported as JSON.
 */
import { EspeakSpeech } from './espeak-speech.js';

const speech = new EspeakSpeech({ threads: 1 });
try {
  const spoken = await speech.synthesize('Hello from a speech thread.', 'en-US');
  const read = await speech.synthesize('这儿是语音线程。', 'cmn-CN');
  process.stdout.write(
    JSON.stringify({
      bytes: spoken.audio.length,
      firstByte: spoken.audio[0],
      durationMs: spoken.durationMs,
      readDurationMs: read.durationMs,
      readingThread: speech.readingThreadStarted(),
    }),
  );
} finally {
  await speech.close();
}
