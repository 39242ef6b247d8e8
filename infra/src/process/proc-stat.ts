/**
 * What Linux tells about a process in /proc: its parent, its process group and when it started, so
 * that a recorded pid can be told apart from a later process that was given the same number.
 * Elsewhere (no /proc) only the pid itself can be asked about.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface ProcStat {
  /** R, S, D, T, Z (zombie: ended, not yet reaped), X (dead)… */
  state: string;
  ppid: number;
  pgrp: number;
  /** Clock ticks from boot to the process's start: with the boot's id, unique for its whole life. */
  startTicks: number;
}

const hasProc = existsSync('/proc/self/stat');

/** The stat of `pid`, or null when it has none (no such process, or no /proc on this system). */
export function readProcStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may itself hold spaces and parentheses.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [state, ppid, pgrp] = fields;
  const startTicks = fields[19];
  if (state === undefined || ppid === undefined || pgrp === undefined || startTicks === undefined)
    return null;
  return { state, ppid: Number(ppid), pgrp: Number(pgrp), startTicks: Number(startTicks) };
}

/** This boot's id, or null where the system does not say. */
export function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Whether `pid` is a running process (a zombie is not) and, when `startTicks` is given and /proc
 * can tell, the same process that had that start time rather than a later one with its number.
 */
export function isRunning(pid: number, startTicks?: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (!hasProc) return true;
  const stat = readProcStat(pid);
  if (stat === null || stat.state === 'Z' || stat.state === 'X') return false;
  return startTicks === undefined || stat.startTicks === startTicks;
}
