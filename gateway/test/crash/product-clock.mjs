/**
 * Preloaded into the product (NODE_OPTIONS --import, like libfaketime's timestamp file) to move
 * its wall clock:
 * - `?offsetFile=` names a file holding milliseconds to move it ahead by: the crash harness makes
 *   each restart come after an outage of hours, so the deadlines, lapses and finished tours of
 *   those hours fall due;
 * - `?rate=` makes it run that many times faster than real time from the start: the soak bench
 *   lets hour-long windows and retention run their course in minutes;
 * - `?roundsFile=` names a file that, when it exists at the start, holds a divisor D: every
 *   setInterval of 30 s or more (the background rounds: settlement, reconciliation, the sweeps,
 *   reminders, retention) comes D times as often. The crash harness's final run in the test suite
 *   has its first rounds after 6 s instead of a minute.
 * Other timers keep real time. Plain JavaScript: it runs before tsx's loader.
 */
import { existsSync, readFileSync } from 'node:fs';

const params = new URL(import.meta.url).searchParams;
const offsetFile = params.get('offsetFile');
const offsetMs = offsetFile === null ? 0 : Number(readFileSync(offsetFile, 'utf8'));
if (!Number.isFinite(offsetMs)) throw new Error(`no clock offset in ${offsetFile}`);
const rate = Number(params.get('rate') ?? 1);
if (!(rate >= 1)) throw new Error(`product-clock.mjs: rate must be 1 or more, not ${params.get('rate')}`);

const RealDate = Date;
const startedAt = RealDate.now();
const now = () => {
  const real = RealDate.now();
  return real + offsetMs + Math.round((real - startedAt) * (rate - 1));
};

// A proxy, not a subclass: `Date()` called without new, `instanceof Date` and every static stay as they were.
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) =>
    Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
});

/** The background rounds: intervals this long or longer come `roundsFile`'s divisor times as often. */
const ROUND_MS = 30_000;
const roundsFile = params.get('roundsFile');
const divisor = roundsFile !== null && existsSync(roundsFile) ? Number(readFileSync(roundsFile, 'utf8')) : 1;
if (!(divisor >= 1)) throw new Error(`no divisor of at least 1 in ${roundsFile}`);
if (divisor > 1) {
  const realSetInterval = globalThis.setInterval;
  globalThis.setInterval = (handler, ms, ...args) =>
    realSetInterval(handler, typeof ms === 'number' && ms >= ROUND_MS ? ms / divisor : ms, ...args);
}
