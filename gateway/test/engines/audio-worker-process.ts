/**
 * An audio worker in a process of its own (`node --import tsx src/main.ts audio` in workers/), as the
 * engines tests and `pnpm bench --workers` run it, with what it logs; and the topics of a
 * KAFKA_TOPIC_PREFIX with their end offsets, for a failure's message.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Kafka, logLevel } from 'kafkajs';

const WORKERS_DIR = fileURLToPath(new URL('../../../workers', import.meta.url));

export interface AudioWorkerProcess {
  child: ChildProcess;
  /** Each log line's message and track, as the worker wrote them. */
  lines: { msg: string; trackId?: string }[];
  /** The end of what it wrote on stderr. */
  stderr: string;
}

/** The tracks of the lines the worker logged with `msg` ('track started', 'track handled'). */
export const said = (worker: AudioWorkerProcess, msg: string): string[] =>
  worker.lines.filter((line) => line.msg === msg).map((line) => line.trackId ?? '');

/** Starts one with `env` (one speech thread) and resolves once it consumes, or rejects saying why not. */
export async function startAudioWorker(
  env: Record<string, string>,
  withinMs = 120_000,
): Promise<AudioWorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'audio'], {
    cwd: WORKERS_DIR,
    // A clean environment: only what the caller names reaches the worker, not the test run's own.
    env: { ...env, LOG_LEVEL: 'info', SPEECH_THREADS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const worker: AudioWorkerProcess = { child, lines: [], stderr: '' };
  let pending = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete.filter(Boolean)) {
      try {
        worker.lines.push(JSON.parse(line) as AudioWorkerProcess['lines'][number]);
      } catch {
        // Not pino's (a loader's warning, say): kept as it is.
        worker.lines.push({ msg: line });
      }
    }
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    worker.stderr = (worker.stderr + chunk).slice(-2_000);
  });
  const deadline = performance.now() + withinMs;
  while (!worker.lines.some((line) => line.msg === 'workers started')) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`an audio worker exited (${child.exitCode}) before it started: ${worker.stderr}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      const heard = worker.lines.map((line) => line.msg).join(' | ');
      throw new Error(`an audio worker did not start within ${withinMs / 1000} s: ${heard} ${worker.stderr}`);
    }
    await sleep(50);
  }
  return worker;
}

/** Every topic of `prefix` on the broker, with the end offsets of its partitions. */
export async function topicEnds(brokers: string, prefix: string): Promise<string> {
  const admin = new Kafka({
    clientId: 'diagnosis',
    brokers: brokers.split(','),
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    const names = (await admin.listTopics()).filter((name) => name.startsWith(prefix));
    const ends = await Promise.all(
      names.map(
        async (name) => `${name}=${(await admin.fetchTopicOffsets(name)).map((p) => p.high).join('/')}`,
      ),
    );
    return ends.join(' ');
  } finally {
    await admin.disconnect();
  }
}
