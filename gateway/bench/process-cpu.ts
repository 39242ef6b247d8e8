/**
 * The CPU time a process has used, all its threads, from Linux's /proc: the bench divides it by the
 * requests a server answered, a figure the host's noise moves less than the rate does. Undefined
 * where there is no /proc (the rates are then the only figures).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's times: 100 on every Linux the bench runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * How many times a process's threads, all of them, have been switched out: by waiting (for the
 * next request, in `epoll_wait`) or by being preempted. At 1 connection a server that sleeps
 * between requests is woken for every one, which costs a virtual machine nearly as much as a small
 * answer (docs/performance.md, "One connection: a thread that sleeps between requests").
 */
export function switchesOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    let switches = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      let status: string;
      try {
        status = readFileSync(`/proc/${pid}/task/${task}/status`, 'utf8');
      } catch {
        // A thread that ended since the listing: its switches are no longer counted anywhere.
        continue;
      }
      for (const [, count] of status.matchAll(/^(?:non)?voluntary_ctxt_switches:\s+(\d+)$/gm))
        switches += Number(count);
    }
    return switches;
  } catch {
    return undefined;
  }
}
