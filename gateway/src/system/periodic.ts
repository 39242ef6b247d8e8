/**
 * A background job of the gateway: a round every so often, one round at a time. A nudge runs a
 * round now (or right after the one running, which may have missed what the nudge is about); a
 * failed round is logged and the next one tries again. `stop` waits for the round in flight.
 */
import type { Logger } from '@app/infra';

export interface Periodic {
  nudge(): void;
  stop(): Promise<void>;
}

export function runEvery(
  everyMs: number,
  logger: Logger,
  name: string,
  round: () => Promise<unknown>,
): Periodic {
  let running: Promise<unknown> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((err: unknown) => logger.error({ err, job: name }, `${name} failed`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    nudge: run,
    stop: async () => {
      clearInterval(timer);
      again = false;
      await running;
    },
  };
}
