/**
 * Where the JSON log lines go: gathered into one string, handed to a synchronous sonic-boom (pino's
 * own file writer) a batch at a time, once BATCH_BYTES are waiting or FLUSH_MS after the first of
 * them, and at exit. Nothing is ever in flight: a process that exits, by `process.exit` or a
 * signal's handler, leaves every line; a `kill -9` loses at most the last FLUSH_MS of them.
 *
 * sonic-boom batches itself (`minLength`), but each line it takes then measures the bytes of all
 * the lines waiting (`Buffer.byteLength` of their joined string): 2.5–3 µs a line against 0.5 µs
 * here, a tenth of a small answer's whole cost at 30,000 requests a second (docs/performance.md).
 */
import { register } from 'on-exit-leak-free';
import pino, { type DestinationStream } from 'pino';

export interface BatchedLines extends DestinationStream {
  /** Writes what is waiting, then calls back (pino's `logger.flush`). */
  flush(done?: (error?: Error) => void): void;
  flushSync(): void;
}

export function batchedLines(dest: string | number, batchBytes: number, flushMs: number): BatchedLines {
  const file = pino.destination({ dest, sync: true });
  let waiting = '';
  let timer: NodeJS.Timeout | undefined;

  const flushSync = () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (waiting === '') return;
    const batch = waiting;
    waiting = '';
    file.write(batch);
  };

  const lines: BatchedLines = {
    write(line: string) {
      // A line's length in UTF-16 units, not bytes: close enough to decide when a batch is full.
      waiting += line;
      if (waiting.length >= batchBytes) flushSync();
      else if (timer === undefined) {
        timer = setTimeout(flushSync, flushMs);
        timer.unref();
      }
    },
    flush(done) {
      try {
        flushSync();
      } catch (error) {
        done?.(error as Error);
        return;
      }
      done?.();
    },
    flushSync,
  };
  register(lines, (stream) => stream.flushSync());
  return lines;
}
