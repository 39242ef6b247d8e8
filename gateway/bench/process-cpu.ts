/**
 * The CPU time a process has used, all its threads, from Linux's /proc: the bench divides it by the
 * requests a server answered, a figure the host's noise moves less than the rate does. Undefined
 * where there is no /proc (the rates are then the only figures).
 */
import { readFileSync } from 'node:fs';

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
