/**
 * Puts the calling thread under Linux's SCHED_IDLE policy: it runs on whatever CPU time normal
 * threads leave, and a request's thread waking on its core takes the core at once. The nice value
 * piscina gives the speech threads was not enough: on 2 cores, a narration at nice 10 or 19 still
 * left the event loop waiting for a CPU a third to half of the time, and the catalog answered
 * 0.46–0.63 of its idle rate while four narrations were made (docs/performance.md). Node has no
 * call for a thread's policy, so util-linux's `chrt` sets it by the thread's id; where it is missing
 * or refused, the thread keeps its nice value.
 */
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';

/** Whether this thread now runs under SCHED_IDLE. */
export function runWhenIdle() {
  if (process.platform !== 'linux') return false;
  try {
    // "<pid>/task/<tid>": this thread's own id, which the policy is set by.
    const tid = readlinkSync('/proc/thread-self').split('/').at(-1) ?? '';
    execFileSync('chrt', ['--idle', '--pid', '0', tid], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}
