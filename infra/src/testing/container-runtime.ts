/**
 * Whether the testcontainers suites run, are skipped (no container runtime, said plainly), or
 * fail because REQUIRE_CONTAINERS=1 says a runtime must be there (CI hosts that have one).
 */
import { getContainerRuntimeClient } from 'testcontainers';
import { describe, it } from 'vitest';

export type RuntimeCheck = { available: true } | { available: false; reason: string };

export type ContainerSuiteDecision =
  | { action: 'run' }
  | { action: 'skip'; reason: string }
  | { action: 'fail'; message: string };

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

/** Reads REQUIRE_CONTAINERS: `1`/`true` require a runtime, unset, empty, `0`/`false` do not. */
export function containersRequired(value: string | undefined): boolean {
  const normalized = (value ?? '').trim().toLowerCase();
  if (normalized === '1' || normalized === 'true') return true;
  if (normalized === '' || normalized === '0' || normalized === 'false') return false;
  throw new Error(`REQUIRE_CONTAINERS must be 1 or 0 (or true or false), not ${JSON.stringify(value)}`);
}

/** The decision for one suite: run with a runtime; without one, skip unless containers are required. */
export function decideContainerSuite(
  suite: string,
  runtime: RuntimeCheck,
  required: boolean,
): ContainerSuiteDecision {
  if (runtime.available) return { action: 'run' };
  if (!required) return { action: 'skip', reason: runtime.reason };
  return {
    action: 'fail',
    message: `${suite} did not run: REQUIRE_CONTAINERS=1 but no container runtime is reachable (${runtime.reason})`,
  };
}

/** Says plainly, in the test output, that a suite did not run and why. */
export function announceSkip(suite: string, reason: string): void {
  process.stderr.write(`SKIPPED ${suite}: no container runtime reachable (${reason})\n`);
}

/**
 * Defines a testcontainers suite as the decision says: `define()` when it runs, a skipped test
 * naming the reason, or a failing test with the message when containers are required.
 */
export async function describeWithContainers(
  suite: string,
  requireContainers: string | undefined,
  define: () => void,
): Promise<void> {
  const decision = decideContainerSuite(
    suite,
    await containerRuntime(),
    containersRequired(requireContainers),
  );
  if (decision.action === 'run') {
    define();
  } else if (decision.action === 'skip') {
    announceSkip(suite, decision.reason);
    describe(suite, () => {
      it.skip(`skipped: no container runtime reachable (${decision.reason})`, () => {});
    });
  } else {
    process.stderr.write(`FAILED ${decision.message}\n`);
    describe(suite, () => {
      it('has the container runtime REQUIRE_CONTAINERS=1 asks for', () => {
        throw new Error(decision.message);
      });
    });
  }
}
