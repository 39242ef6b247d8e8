import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../test/child.js';

const run = (args: string[]) => runScript('src/audio/crash.fixture.ts', args);

describe('audio worker crash', () => {
  it('makes a track once after the worker dies mid-generation and restarts, resuming after the pieces it stored', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'audio-crash-'));
    const first = await run(['first', dataDir]);
    expect(first.signal, first.out).toBe('SIGKILL');
    expect(first.out).toContain('killing mid-generation');
    const second = await run(['second', dataDir]);
    expect(second.code, second.out).toBe(0);

    const field = (name: string) => /^(\S+)/.exec(second.out.split(` ${name}=`)[1] ?? '')?.[1];
    const number = (name: string) => Number(field(name));
    // One audio.ready, of the request's take, for one stored MP3 of a few minutes; no failure said.
    expect(number('events'), second.out).toBe(1);
    expect(number('failed-events')).toBe(0);
    expect(field('take')).toBe('22222222-2222-4222-8222-222222222222');
    expect(number('bytes')).toBeGreaterThan(200_000);
    expect(number('ready-bytes')).toBe(number('bytes'));
    expect(number('duration')).toBeGreaterThan(120_000);

    const announced = number('first-parts');
    expect(announced).toBeGreaterThanOrEqual(1);
    expect(number('stored-before')).toBeGreaterThanOrEqual(announced);
    // Speaking went on after the pieces stored (a piece stored but not announced is not spoken again),
    // and those pieces open the whole file unchanged: nothing lost, nothing twice.
    expect(number('resumed-from')).toBeGreaterThanOrEqual(announced);
    expect(number('resumed-from')).toBe(number('stored-before'));
    expect(field('keeps-first-parts')).toBe('true');
    expect(field('keeps-stored-parts')).toBe('true');
    // One clean run of frames, as long as audio.ready says.
    expect(number('frames-duration')).toBe(number('duration'));
  }, 90_000);
});
