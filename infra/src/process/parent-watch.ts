/**
 * Notices that the processes this one was started through are gone. `pnpm start` runs us under
 * pnpm and a shell (and tsx, from source), all in one process group: killing pnpm alone (SIGKILL)
 * would leave us serving with no one to stop us, while a supervisor thinks the product stopped.
 */
import { readProcStat } from './proc-stat.js';

const CHECK_EVERY_MS = 1000;

interface Link {
  pid: number;
  ppid: number;
  startTicks: number;
}

/**
 * The ancestors in this process's group below its leader, each with the parent it has now: the
 * wrappers that started us. The leader's own parent (a shell, a supervisor) may come and go.
 */
function wrappers(parent: number): Link[] {
  const own = readProcStat(process.pid);
  const links: Link[] = [];
  let pid = parent;
  while (own !== null && pid > 1 && pid !== own.pgrp) {
    const stat = readProcStat(pid);
    if (stat === null || stat.pgrp !== own.pgrp) break;
    links.push({ pid, ppid: stat.ppid, startTicks: stat.startTicks });
    pid = stat.ppid;
  }
  return links;
}

/** The pid that went: the wrapper itself, or its parent (it was handed to another); else undefined. */
function goneAt(link: Link): number | undefined {
  const stat = readProcStat(link.pid);
  if (stat === null || stat.state === 'Z' || stat.startTicks !== link.startTicks) return link.pid;
  return stat.ppid === link.ppid ? undefined : link.ppid;
}

/**
 * Calls `onOrphaned` once, with the pid that went, when this process's parent changes or one of
 * the wrappers above it in its process group ends. A process started by pid 1 (a container's first
 * process, systemd) has nothing to outlive and is not watched.
 */
export function watchParents(onOrphaned: (gone: number) => void): void {
  const parent = process.ppid;
  if (parent <= 1) return;
  const chain = wrappers(parent);
  const timer = setInterval(() => {
    let gone = process.ppid === parent ? undefined : parent;
    for (const link of chain) gone ??= goneAt(link);
    if (gone === undefined) return;
    clearInterval(timer);
    onOrphaned(gone);
  }, CHECK_EVERY_MS);
  // Watching alone must not keep a process alive that has nothing else to do.
  timer.unref();
}
