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

/** Reads a REQUIRE_* flag: `1`/`true` require, unset, empty, `0`/`false` do not. */
export function readRequirement(name: string, value: string | undefined): boolean {
  const normalized = (value ?? '').trim().toLowerCase();
  if (normalized === '1' || normalized === 'true') return true;
  if (normalized === '' || normalized === '0' || normalized === 'false') return false;
  throw new Error(`${name} must be 1 or 0 (or true or false), not ${JSON.stringify(value)}`);
}

/** Reads REQUIRE_CONTAINERS (readRequirement). */
export const containersRequired = (value: string | undefined): boolean =>
  readRequirement('REQUIRE_CONTAINERS', value);

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

/**
 * Defines a suite as the decision says: `define()` when it runs, a skipped test naming why, or a
 * failing test with the message when the suite was required to run.
 */
export function describeAsDecided(suite: string, decision: ContainerSuiteDecision, define: () => void): void {
  if (decision.action === 'run') {
    define();
  } else if (decision.action === 'skip') {
    process.stderr.write(`SKIPPED ${suite}: ${decision.reason}\n`);
    describe(suite, () => {
      it.skip(`skipped: ${decision.reason}`, () => {});
    });
  } else {
    process.stderr.write(`FAILED ${decision.message}\n`);
    describe(suite, () => {
      it('has the servers it was required to run against', () => {
        throw new Error(decision.message);
      });
    });
  }
}

/** A testcontainers suite: runs with a container runtime (decideContainerSuite). */
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
  describeAsDecided(
    suite,
    decision.action === 'skip'
      ? { action: 'skip', reason: `no container runtime reachable (${decision.reason})` }
      : decision,
    define,
  );
}
