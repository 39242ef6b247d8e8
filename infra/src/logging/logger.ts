/** pino logger factory: human-readable on a terminal, JSON lines everywhere else. */
import pino, { type Logger } from 'pino';

export type { Logger };

/** Bytes of log lines written at once; and how long a line may wait for the others. */
export const BATCH_BYTES = 4096;
export const FLUSH_MS = 200;

export function createLogger(
  options: { level?: string; name?: string; pretty?: boolean; destination?: string } = {},
): Logger {
  const pretty = options.pretty ?? Boolean(process.stdout.isTTY);
  // Logging must not hold up requests: lines are written asynchronously, in batches (one write per
  // line cost a third of the requests a single connection gets answered), at the latest every
  // FLUSH_MS, and whatever is left on exit.
  const destination = pretty
    ? undefined
    : pino.destination({
        dest: options.destination ?? 1,
        sync: false,
        minLength: BATCH_BYTES,
        periodicFlush: FLUSH_MS,
      });
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
