import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../test/child.js';

const run = (args: string[]) => runScript('src/audio/crash.fixture.ts', args);

describe('audio worker crash', () => {
  it('completes a track once after the worker dies mid-generation and restarts, resuming after the pieces it stored', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'audio-crash-'));
    const first = await run(['first', dataDir]);
    expect(first.signal, first.out).toBe('SIGKILL');
    expect(first.out).toContain('killing mid-generation');
    const second = await run(['second', dataDir]);
    expect(second.code, second.out).toBe(0);
    const match = /ready events=(\d+) bytes=(\d+) duration=(\d+)/.exec(second.out);
    expect(match, second.out).not.toBeNull();
    // One audio.ready, one stored MP3 of about a minute.
    expect(Number(match?.[1])).toBe(1);
    expect(Number(match?.[2])).toBeGreaterThan(50_000);
    expect(Number(match?.[3])).toBeGreaterThan(40_000);

    const field = (name: string) => /^(\S+)/.exec(second.out.split(` ${name}=`)[1] ?? '')?.[1];
    const stored = Number(field('first-parts'));
    expect(stored, second.out).toBeGreaterThanOrEqual(1);
    // Speaking went on after the pieces listed (a piece stored but not yet listed is spoken again),
    // and those pieces open the whole file unchanged: nothing lost, nothing twice.
    expect(Number(field('resumed-from'))).toBeGreaterThanOrEqual(stored);
    expect(field('keeps-first-parts')).toBe('true');
    // One clean run of frames, as long as the track says; the pieces are no longer listed (or stored).
    expect(Number(field('frames-duration'))).toBe(Number(match?.[3]));
    expect(field('parts-listed')).toBe('0');
  }, 90_000);
});
