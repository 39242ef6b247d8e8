import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../test/child.js';

const OFFERS = 120;

const run = (args: string[]) => runScript('src/notifications/crash.fixture.ts', args);

describe('notifications worker crash', () => {
  it('loses nothing and doubles nothing when the worker is killed mid-batch and restarted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'notifications-crash-'));
    const first = await run(['first', dataDir]);
    expect(first.signal, first.out).toBe('SIGKILL');
    // Killed after the third offer's two notifications, before the bus heard it was handled.
    expect(first.out).toContain('killing mid-batch written=6');

    const second = await run(['second', dataDir]);
    expect(second.code, second.out).toBe(0);
    // Every offer (and the one added after the restart) has its two notifications, each announced once.
    expect(second.out).toContain(`done bookings=${OFFERS + 1} perBooking=2 announced=${2 * (OFFERS + 1)}`);
  }, 60_000);
});
