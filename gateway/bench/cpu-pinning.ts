/**
 * Keeps the load and the server it measures on cores of their own (Linux's `taskset`): left to the
 * scheduler, autocannon and a server now and then share a core for part of a round, which moved one
 * line's rate by a quarter between runs of the same code (docs/performance.md). Every server is
 * pinned alike, its helper threads with it, so none gains a core another lacks.
 */
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The cores the load and the servers run on, or undefined where they cannot be pinned. */
export interface Cores {
  load: number;
  server: number;
}

/** The first two cores, on a host with two or more and `taskset`; else undefined (nothing is pinned). */
export async function coresToPin(): Promise<Cores | undefined> {
  if (availableParallelism() < 2) return undefined;
  try {
    await run('taskset', ['-p', String(process.pid)]);
  } catch {
    return undefined;
  }
  return { load: 0, server: 1 };
}

/** Pins every thread of process `pid` to `core`; threads it starts later keep it. */
export async function pinProcess(pid: number | undefined, core: number): Promise<void> {
  if (pid === undefined) return;
  await run('taskset', ['--all-tasks', '--pid', '--cpu-list', String(core), String(pid)]);
}

/** The command and arguments that run `command` on `core` (unchanged without one). */
export function onCore(core: number | undefined, command: string, args: string[]): [string, string[]] {
  return core === undefined ? [command, args] : ['taskset', ['--cpu-list', String(core), command, ...args]];
}
