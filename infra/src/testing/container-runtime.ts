/** Whether a container runtime is reachable for the testcontainers suites, and why not when not. */
import { getContainerRuntimeClient } from 'testcontainers';

export type RuntimeCheck = { available: true } | { available: false; reason: string };

let cached: Promise<RuntimeCheck> | undefined;

export function containerRuntime(): Promise<RuntimeCheck> {
  cached ??= getContainerRuntimeClient().then(
    (): RuntimeCheck => ({ available: true }),
    (error: unknown): RuntimeCheck => ({
      available: false,
      reason: error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error),
    }),
  );
  return cached;
}

/** Says plainly, in the test output, that a suite did not run and why. */
export function announceSkip(suite: string, reason: string): void {
  process.stderr.write(`SKIPPED ${suite}: no container runtime reachable (${reason})\n`);
}
