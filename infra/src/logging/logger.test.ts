/**
 * Log lines are written in batches, not one write each (logger.ts). The rules: a process that exits
 * leaves every line it logged, and a line logged alone is written soon without waiting for others.
 */
import { describe, expect, it } from 'vitest';
import { runFixture, until } from '../process/child-fixtures.js';

const linesOf = (output: string) => output.split('\n').filter((line) => line.startsWith('{'));

describe('log lines written in batches', () => {
  it('leaves every line a process logged before it exited', async () => {
    const child = runFixture('../logging/log-lines.fixture.ts', ['exit', '5000']);
    expect((await child.exited).code).toBe(0);
    const lines = linesOf(child.output());
    expect(lines).toHaveLength(5000);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ line: 4999, msg: 'request' });
  });

  it('writes a line logged alone without waiting for a batch to fill', async () => {
    const child = runFixture('../logging/log-lines.fixture.ts', ['idle']);
    try {
      await until(() => linesOf(child.output()).length === 1, 'the lone line', child);
      expect(JSON.parse(linesOf(child.output())[0] ?? '{}')).toMatchObject({ msg: 'alone' });
    } finally {
      child.child.kill('SIGKILL');
      await child.exited;
    }
  });
});
