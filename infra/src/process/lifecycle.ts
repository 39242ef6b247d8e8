/** How our processes start and stop: readable start-up failures, graceful stop on SIGTERM/SIGINT. */
import { ConfigError } from '../config/env.js';
import type { Logger } from '../logging/logger.js';

/** Runs a process's start-up; a bad configuration prints its one message, anything else its stack. */
export function runProcess(start: () => Promise<void>): void {
  start().catch((error: unknown) => {
    const text =
      error instanceof ConfigError
        ? error.message
        : `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    process.stderr.write(`${text}\n`);
    process.exit(1);
  });
}

/** On SIGTERM or SIGINT runs `stop` once (finish work in flight, close adapters), then exits 0. */
export function stopGracefully(logger: Logger, what: string, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `stopping: ${what}`);
    stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
