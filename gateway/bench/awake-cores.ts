/**
 * Keeps the cores awake while the throughput bench runs: one spinning process per core at Linux's
 * lowest scheduling class (SCHED_IDLE), which runs only when nothing else wants the core and gives
 * it up at once to any task that wakes. On a virtual machine a core with nothing to run halts, and
 * waking it again for the next request took longer than answering it: at 1 connection, a server
 * that spent more CPU per request kept its core from halting and answered sooner
 * (docs/performance.md). With the cores awake, a round trip pays for the two processes' work only.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { allowedCores } from './cpu-pinning.js';
import { stopChild } from './peers/peer-process.js';

/**
 * A spinner runs on its core at SCHED_IDLE, and the kernel kills it when the bench dies
 * (`setpriv --pdeathsig`). Should the bench die before that is set, the spinner stops once it sees
 * the bench gone: by its pid, given, not the shell's $PPID, which is init for a shell started after
 * the bench was killed. taskset and chrt do their work before the class is SCHED_IDLE: on a busy
 * host a process of that class may wait seconds for the CPU.
 */
const onIdleCore = (core: number) => [
  '--pdeathsig',
  'KILL',
  'taskset',
  '--cpu-list',
  String(core),
  'chrt',
  '--idle',
  '0',
];
const spin = (bench: number) => [
  'sh',
  '-c',
  'while kill -0 "$1" 2>/dev/null; do :; done',
  'spin',
  String(bench),
];

/**
 * Whether `setpriv`, `taskset` and `chrt` can start a process at SCHED_IDLE on one of this
 * process's cores.
 */
export async function canIdle(): Promise<boolean> {
  const [core] = allowedCores();
  if (core === undefined) return false;
  try {
    await promisify(execFile)('setpriv', [...onIdleCore(core), 'true']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a spinner on every core this process may run on, or none where `setpriv`, `chrt` or
 * `taskset` is missing; resolves with their pids (in the cores' order) and their stop.
 */
export async function keepCoresAwake(): Promise<{ pids: number[]; stop: () => Promise<void> }> {
  if (!(await canIdle())) return { pids: [], stop: async () => {} };
  const spinners: ChildProcess[] = [];
  for (const core of allowedCores()) {
    const child = spawn('setpriv', [...onIdleCore(core), ...spin(process.pid)], { stdio: 'ignore' });
    child.on('error', () => {});
    spinners.push(child);
  }
  return {
    pids: spinners.flatMap(({ pid }) => (pid === undefined ? [] : [pid])),
    stop: async () => void (await Promise.all(spinners.map(stopChild))),
  };
}
