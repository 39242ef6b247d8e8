/**
 * `pnpm admin payments problems` options: each flag once, `--since` with its value, nothing else;
 * and the instant `--since` names, a span back from now (hours or days) or a date, read in UTC
 * unless it carries its own offset, whatever zone the operator's machine is in.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { problemsArgs, sinceInstant } from './payment-problems.js';

const NOW = new Date('2025-06-10T12:00:00.000Z');

/**
 * What sinceInstant reads `values` as in a process whose zone is `zone`: a process of its own, since
 * a test runner's worker thread does not take a zone set on it.
 */
function readInZone(zone: string, values: readonly string[]): string[] {
  const module = pathToFileURL(fileURLToPath(new URL('./payment-problems.ts', import.meta.url))).href;
  const script = `const { sinceInstant } = await import(${JSON.stringify(module)});
const now = new Date(${JSON.stringify(NOW.toISOString())});
const read = ${JSON.stringify(values)}.map((value) => sinceInstant(value, now).toISOString());
process.stdout.write(JSON.stringify([new Date('2025-06-01T10:00').toISOString(), ...read]));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    // tsx resolves from the gateway package, whichever folder the test run started in.
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[];
}

describe('payments problems options', () => {
  it('refuse an unknown flag even when a value follows it', () => {
    expect(problemsArgs(['--all', '7d'])).toBeNull();
    expect(problemsArgs(['--json', '--until', '7d'])).toBeNull();
  });

  it('refuse --since given twice rather than pick one', () => {
    expect(problemsArgs(['--since', '1d', '--since', '2d'])).toBeNull();
  });
});

describe('the instant --since names', () => {
  it('goes back a span of hours or of days from now', () => {
    expect(sinceInstant('12h', NOW).toISOString()).toBe('2025-06-10T00:00:00.000Z');
    expect(sinceInstant('2d', NOW).toISOString()).toBe('2025-06-08T12:00:00.000Z');
  });

  it('reads a date or a time without an offset in UTC, on a machine in another zone too', () => {
    // Kolkata is 5:30 ahead of UTC: a local reading would land 5:30 early.
    const [local, ...read] = readInZone('Asia/Kolkata', [
      '2025-06-01',
      '2025-06-01T10:00',
      '2025-06-01T10:00:30.5',
    ]);
    expect(local).toBe('2025-06-01T04:30:00.000Z');
    expect(read).toEqual([
      '2025-06-01T00:00:00.000Z',
      '2025-06-01T10:00:00.000Z',
      '2025-06-01T10:00:30.500Z',
    ]);
  });

  it('keeps the offset or the Z a time carries', () => {
    expect(sinceInstant('2025-06-01T10:00+02:00', NOW).toISOString()).toBe('2025-06-01T08:00:00.000Z');
    expect(sinceInstant('2025-06-01T10:00-03:30', NOW).toISOString()).toBe('2025-06-01T13:30:00.000Z');
    expect(sinceInstant('2025-06-01T10:00:00Z', NOW).toISOString()).toBe('2025-06-01T10:00:00.000Z');
  });
});
