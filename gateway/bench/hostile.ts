/**
 * Hostile input against everyone else's latency: `/healthz` timed while 100,000- and
 * 60,000-character e-mail addresses are submitted to the log-in, four at a time, from a process of
 * their own. One request whose validation is slower than linear would hold the event loop, and
 * every other request with it. 100,000 characters meet the body limit; 60,000 reach validation.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { DURATION_S, firstByteMs, percentile } from './load.js';

const SENDERS = 4;
const LENGTHS = [100_000, 60_000];
const GOAL_MS = 100;
const SENDER = fileURLToPath(new URL('./hostile-sender.ts', import.meta.url));

/** Sequential `/healthz` times for `seconds`. */
async function healthzTimes(url: string, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) times.push(await firstByteMs(url));
  return times;
}

export async function hostileInputLines(gateway: string): Promise<string[]> {
  const healthz = `${gateway}/healthz`;
  const idle = await healthzTimes(healthz, DURATION_S);
  const args = [SENDER, gateway, String(SENDERS), String(DURATION_S + 2), ...LENGTHS.map(String)];
  const sender = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  sender.stdout.setEncoding('utf8');
  let said = '';
  const sending = new Promise<void>((resolve) =>
    sender.stdout.on('data', (chunk: string) => {
      said += chunk;
      if (said.startsWith('sending\n')) resolve();
    }),
  );
  const ended = once(sender, 'exit');
  // The sender's own start-up is not part of the measurement.
  await sending;
  const busy = await healthzTimes(healthz, DURATION_S);
  await ended;
  const answered = JSON.parse(said.slice('sending\n'.length)) as Record<string, number>;
  const slowest = Math.max(...busy);
  const statuses = Object.entries(answered)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
  return [
    `/healthz while ${LENGTHS.map((l) => l.toLocaleString('en')).join(' and ')}-character e-mails are submitted to POST /api/logIn, ${SENDERS} at a time from another process (${statuses}): slowest ${slowest.toFixed(1)} ms, p99 ${percentile(busy, 0.99).toFixed(1)} ms vs idle p99 ${percentile(idle, 0.99).toFixed(1)} ms (goal: slowest < ${GOAL_MS} ms: ${slowest < GOAL_MS ? 'met' : 'MISSED'})`,
  ];
}
