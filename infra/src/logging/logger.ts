/** pino logger factory: human-readable on a terminal, JSON lines everywhere else. */
import pino, { type Logger } from 'pino';
import { batchedLines } from './batched-lines.js';

export type { Logger };

/** Bytes of log lines written at once; and how long a line may wait for the others. */
export const BATCH_BYTES = 4096;
export const FLUSH_MS = 200;

export function createLogger(
  options: { level?: string; name?: string; pretty?: boolean; destination?: string } = {},
): Logger {
  const pretty = options.pretty ?? Boolean(process.stdout.isTTY);
  // Lines are written in batches (one write per line cost a third of the requests a single
  // connection gets answered), at the latest FLUSH_MS after a line is logged, and the rest on exit.
  const destination = pretty ? undefined : batchedLines(options.destination ?? 1, BATCH_BYTES, FLUSH_MS);
  return pino(
    {
      level: options.level ?? 'info',
      ...(options.name === undefined ? {} : { name: options.name }),
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.otp'],
        censor: '[redacted]',
      },
      ...(pretty
        ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } } }
        : {}),
    },
    destination,
  );
}

/** A logger that writes nothing, for tests. */
export const silentLogger: Logger = pino({ level: 'silent' });
