/**
 * Keeps the load and the server it measures on cores of their own (Linux's `taskset`): left to the
 * scheduler, autocannon and a server now and then share a core for part of a round, which moved one
 * line's rate by a quarter between runs of the same code (docs/performance.md). Every server is
 * pinned alike, its helper threads with it, so none gains a core another lacks.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The cores the load and the servers run on, or undefined where they cannot be pinned. */
export interface Cores {
  load: number;
  server: number;
}

/** A kernel CPU list (`0-3,6`) as its cores; nothing for a list that is not one. */
export function parseCpuList(list: string): number[] {
  const cores: number[] = [];
  for (const range of list.trim().split(',')) {
    const found = /^(\d+)(?:-(\d+))?$/.exec(range);
    if (!found) return [];
    const first = Number(found[1]);
    for (let core = first; core <= Number(found[2] ?? first); core++) cores.push(core);
  }
  return cores;
}

/**
 * The cores this process may run on (`Cpus_allowed_list`): a container's cpuset need not start at
 * core 0. Empty where /proc does not tell.
 */
export function allowedCores(): number[] {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    return parseCpuList(/^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? '');
  } catch {
    return [];
  }
}

/**
 * The first two cores this process may run on, where there are two and `taskset` can pin a process
 * to them; else undefined (nothing is pinned).
 */
export async function coresToPin(): Promise<Cores | undefined> {
  const [load, server] = allowedCores();
  if (load === undefined || server === undefined) return undefined;
  try {
    await run('taskset', ['--cpu-list', String(server), 'true']);
  } catch {
    return undefined;
  }
  return { load, server };
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
