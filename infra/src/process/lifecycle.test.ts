/**
 * The graceful stop of a real process (stop.fixture.ts): more signals during a stop wait for it,
 * and the "stopped" line is written before the process ends.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Child, runFixture, until } from './child-fixtures.js';

const messages = (child: Child) =>
  child
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => String((JSON.parse(line) as { msg: unknown }).msg));

let running: Child | undefined;
afterEach(() => {
  running?.child.kill('SIGKILL');
  running = undefined;
});

describe('stopGracefully', () => {
  it('lets a second SIGTERM and a SIGINT wait for the stop under way, then writes "stopped" and exits 0', async () => {
    const finished = join(mkdtempSync(join(tmpdir(), 'stop-')), 'finished');
    const fixture = runFixture('stop.fixture.ts', [finished]);
    running = fixture;
    await until(() => messages(fixture).includes('ready'), 'ready', fixture);
    fixture.child.kill('SIGTERM');
    await until(() => messages(fixture).includes('stop began'), 'the stop to begin', fixture);
    fixture.child.kill('SIGTERM');
    fixture.child.kill('SIGINT');
    await until(
      () => messages(fixture).filter((m) => m.startsWith('already stopping')).length === 2,
      'both signals to be heard',
      fixture,
    );
    writeFileSync(finished, '');
    expect(await fixture.exited).toEqual({ code: 0, signal: null });
    // The stop ran to its end (its work finished) and said so before the exit.
    expect(messages(fixture)).toEqual(expect.arrayContaining(['work finished', 'stopped']));
  });
});
