import { describe, expect, it } from 'vitest';
import { containersRequired, decideContainerSuite } from './container-runtime.js';

const missing = { available: false, reason: 'Could not find a working container runtime strategy' } as const;

describe('whether a testcontainers suite runs, is skipped or fails', () => {
  it('runs whenever a container runtime is reachable, required or not', () => {
    expect(decideContainerSuite('store contract: MongoDB', { available: true }, false)).toEqual({
      action: 'run',
    });
    expect(decideContainerSuite('store contract: MongoDB', { available: true }, true)).toEqual({
      action: 'run',
    });
  });

  it('skips, giving the reason, when no runtime is reachable and containers are not required', () => {
    expect(decideContainerSuite('bus contract: Kafka', missing, false)).toEqual({
      action: 'skip',
      reason: 'Could not find a working container runtime strategy',
    });
  });

  it('fails with a message naming the suite, REQUIRE_CONTAINERS and the reason when containers are required', () => {
    expect(decideContainerSuite('bus contract: Kafka', missing, true)).toEqual({
      action: 'fail',
      message:
        'bus contract: Kafka did not run: REQUIRE_CONTAINERS=1 but no container runtime is reachable ' +
        '(Could not find a working container runtime strategy)',
    });
  });

  it('reads REQUIRE_CONTAINERS as 1/true or unset/empty/0/false, and refuses anything else', () => {
    for (const value of ['1', 'true', 'TRUE', ' 1 ']) expect(containersRequired(value)).toBe(true);
    for (const value of [undefined, '', '0', 'false']) expect(containersRequired(value)).toBe(false);
    expect(() => containersRequired('yes please')).toThrow(
      'REQUIRE_CONTAINERS must be 1 or 0 (or true or false), not "yes please"',
    );
  });
});
