import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getPriority } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { EspeakSpeech, SPEECH_NICE_INCREMENT } from './espeak-speech.js';
import { synthesizeWithEspeak } from './espeak-synthesis.js';

/** Linux's scheduling policy number for SCHED_IDLE (sched.h). */
const SCHED_IDLE = 5;

/** About twenty-five seconds of speech: around a second of CPU, well above scheduling noise. */
const NARRATION = Array.from(
  { length: 3 },
  (_, i) =>
    `Part ${i + 1}. The fort rises above the old city, and its walls run for miles along the ridge. Traders once paid their dues at the gate.`,
).join(' ');

/**
 * While `work` runs: the share and the time (ms) this thread's event loop was busy, and how late its
 * timers fired (99th percentile, ms; one garbage collection does not decide it).
 */
async function loopLoad(
  work: () => Promise<unknown>,
): Promise<{ busy: number; busyMs: number; lateMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const before = performance.eventLoopUtilization();
  delay.enable();
  try {
    await work();
    // Work that never yields is seen only when the loop turns after it: wait for that sample.
    const samples = delay.count;
    while (delay.count === samples) await new Promise((resolve) => setTimeout(resolve, 1));
  } finally {
    delay.disable();
  }
  const load = performance.eventLoopUtilization(before);
  return { busy: load.utilization, busyMs: load.active, lateMs: delay.percentile(99) / 1e6 };
}

describe('embedded speech on worker threads', () => {
  const speech = new EspeakSpeech({ threads: 1 });
  afterAll(() => speech.close());

  it('keeps the event loop turning during a long synthesis, where the same synthesis inline stalls it', async () => {
    // Warm both ways first (thread start, module load, WebAssembly compile), so only synthesis is compared.
    await speech.synthesize('Warming up.', 'en-US');
    await synthesizeWithEspeak({ text: 'Warming up.', voice: 'en-us' });

    let spoken = 0;
    const pooled = await loopLoad(async () => {
      spoken = (await speech.synthesize(NARRATION, 'en-US')).durationMs;
    });
    // Inline second: its garbage is collected later, and not within the pooled measurement.
    const inline = await loopLoad(() => synthesizeWithEspeak({ text: NARRATION, voice: 'en-us' }));

    expect(spoken).toBeGreaterThan(10_000);
    // Inline, the loop is busy for the whole synthesis; on the pool it only hands over and receives.
    expect(inline.busy).toBeGreaterThan(0.5);
    expect(pooled.busy * 5).toBeLessThan(inline.busy);
    // On the pool, timers wait only for the scheduler: never a third of the time the same synthesis
    // holds the loop inline.
    expect(pooled.lateMs * 3).toBeLessThan(inline.busyMs);
  }, 120_000);

  it('queues requests beyond its threads and answers each with its own audio', async () => {
    const results = await Promise.all(
      ['One.', 'Two, three.', 'Four, five, six, seven.'].map((text) => speech.synthesize(text, 'en-US')),
    );
    expect(results.map((r) => r.audio[0])).toEqual([0xff, 0xff, 0xff]);
    // Longer texts, longer audio: each answer belongs to its request.
    const durations = results.map((r) => r.durationMs);
    expect([...durations].sort((a, b) => a - b)).toEqual(durations);
  }, 60_000);

  it.runIf(process.platform === 'linux')(
    'speaks on threads of lower priority, so requests win contended cores',
    async () => {
      await speech.synthesize('Nice.', 'en-US');
      // Field 19 of a thread's stat (17 after the command's closing parenthesis) is its nice value.
      const nice = readdirSync('/proc/self/task').map(
        (task) => readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16],
      );
      // This thread's niceness plus the increment, up to the lowest priority there is.
      expect(nice).toContain(String(Math.min(getPriority() + SPEECH_NICE_INCREMENT, 19)));
    },
  );

  it.runIf(process.platform === 'linux' && existsSync('/usr/bin/chrt'))(
    'speaks on threads that run only on time no normal thread wants (SCHED_IDLE)',
    async () => {
      // Field 41 of a thread's stat (38 after the command's closing parenthesis) is its policy.
      const idleThreads = () =>
        readdirSync('/proc/self/task').filter(
          (task) =>
            readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[38] ===
            String(SCHED_IDLE),
        );
      const fresh = new EspeakSpeech({ threads: 1 });
      try {
        const before = idleThreads().length;
        await fresh.synthesize('Idle.', 'en-US');
        expect(idleThreads().length).toBeGreaterThan(before);
      } finally {
        await fresh.close();
      }
    },
  );

  it('starts no thread until asked, and every thread when warmed', async () => {
    const speech = new EspeakSpeech({ threads: 2 });
    try {
      expect(speech.threadsStarted()).toBe(0);
      await speech.warm();
      expect(speech.threadsStarted()).toBe(2);
    } finally {
      await speech.close();
    }
  });

  it('refuses a pool of no threads', () => {
    expect(() => new EspeakSpeech({ threads: 0 })).toThrow('speech threads must be a whole number ≥ 1');
  });

  it('loads its speech and reading threads under tsx, as the product runs (`tsx src/main.ts`)', async () => {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const fixture = fileURLToPath(new URL('./speak-under-tsx.fixture.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, fixture]);
    const spoken = JSON.parse(stdout) as {
      bytes: number;
      firstByte: number;
      durationMs: number;
      readDurationMs: number;
      readingThread: boolean;
    };
    expect(spoken.firstByte).toBe(0xff);
    expect(spoken.bytes).toBeGreaterThan(1000);
    expect(spoken.durationMs).toBeGreaterThan(500);
    expect(spoken.readingThread).toBe(true);
    expect(spoken.readDurationMs).toBeGreaterThan(1000);
  }, 120_000);
});
