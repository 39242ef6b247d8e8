/**
 * Preloaded into the product by the crash harness (NODE_OPTIONS --import, like libfaketime's
 * timestamp file): moves the product's wall clock ahead by the milliseconds written in the file its
 * URL names (`?offsetFile=`), so that each restart comes after an outage of hours and the
 * deadlines, lapses and finished tours of those hours fall due. Timers keep real time. Plain
 * JavaScript: it runs before tsx's loader.
 */
import { readFileSync } from 'node:fs';

const offsetFile = new URL(import.meta.url).searchParams.get('offsetFile');
if (!offsetFile) throw new Error('product-clock.mjs needs ?offsetFile= in its URL');
const offsetMs = Number(readFileSync(offsetFile, 'utf8'));
if (!Number.isFinite(offsetMs)) throw new Error(`no clock offset in ${offsetFile}`);

const RealDate = Date;
const now = () => RealDate.now() + offsetMs;

// A proxy, not a subclass: `Date()` called without new, `instanceof Date` and every static stay as they were.
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) =>
    Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
});
