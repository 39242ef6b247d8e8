/** How our processes start and stop: readable start-up failures, graceful stop on SIGTERM/SIGINT. */
import { ConfigError } from '../config/env.js';
import type { Logger } from '../logging/logger.js';
import { isStorageFull, StorageFullError, StoreDamagedError } from '../store/port.js';
import { DataDirInUseError } from './data-dir-lock.js';
import { watchParents } from './parent-watch.js';

/** How long the last log lines may take to be written before the process exits without them. */
const FLUSH_DEADLINE_MS = 3000;

/**
 * Runs a process's start-up; a refusal the operator can act on (a bad configuration, a DATA_DIR
 * another process holds, a damaged store, a disk with no room left) prints its one line,
 * anything else its stack.
 */
export function runProcess(start: () => Promise<void>): void {
  start().catch((error: unknown) => {
    process.stderr.write(
      `${refusalLine(error) ?? `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`,
    );
    process.exit(1);
  });
}

/** The one line of a refusal the operator can act on; null for any other failure. */
function refusalLine(error: unknown): string | null {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof StoreDamagedError ||
    error instanceof StorageFullError
  )
    return error.message;
  // Any other write at start (a lock claim, the operator's file) that met a full disk.
  if (isStorageFull(error))
    return `Start-up failed: ${error instanceof Error ? error.message : String(error)}. Free some space on the disk holding DATA_DIR and start again.`;
  return null;
}

/** Exits once the logger has written what it holds: pino writes asynchronously. */
function exitFlushed(logger: Logger, code: number): void {
  setTimeout(() => process.exit(code), FLUSH_DEADLINE_MS);
  logger.flush(() => process.exit(code));
}

/**
 * Runs `stop` once (finish work in flight, close adapters), then exits 0, on SIGTERM or SIGINT or
 * when the processes this one was started through are gone (see parent-watch.ts). Later signals
 * wait for the stop under way: a whole process group signalled at once (Ctrl-C, `kill -- -pgid`)
 * reaches this process more than once, directly and relayed by a wrapper such as tsx.
 */
export function stopGracefully(logger: Logger, what: string, stop: () => Promise<void>): void {
  let stopping = false;
  const begin = (why: Record<string, unknown>) => {
    if (stopping) {
      logger.info(why, 'already stopping: waiting for the stop under way');
      return;
    }
    stopping = true;
    logger.info(why, `stopping: ${what}`);
    stop().then(
      () => {
        logger.info('stopped');
        exitFlushed(logger, 0);
      },
      (err: unknown) => {
        logger.error({ err }, 'stopping failed');
        exitFlushed(logger, 1);
      },
    );
  };
  // `on`, not `once`: with no listener left, a second signal would end the process at once.
  process.on('SIGTERM', (signal) => begin({ signal }));
  process.on('SIGINT', (signal) => begin({ signal }));
  watchParents((parent) => begin({ parent, reason: 'the process that started this one is gone' }));
}
