/**
 * The throughput bench's CPU per request and switches per request read a process's CPU time and
 * its threads' context switches from /proc (bench/process-cpu.ts).
 */
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { cpuSecondsOf, switchesOf } from '../../bench/process-cpu.js';

describe.runIf(existsSync('/proc/self/stat'))('a process’s CPU time', () => {
  it('is this process’s, growing with the work it does, as process.cpuUsage counts it', () => {
    const before = cpuSecondsOf(process.pid) ?? Number.NaN;
    const usage = process.cpuUsage();
    let spin = 0;
    while (process.cpuUsage(usage).user < 300_000) spin++;
    const spent = (process.cpuUsage(usage).user + process.cpuUsage(usage).system) / 1e6;
    const after = cpuSecondsOf(process.pid) ?? Number.NaN;
    expect(spin).toBeGreaterThan(0);
    // /proc counts in ticks of 10 ms.
    expect(after - before).toBeGreaterThanOrEqual(spent - 0.05);
    expect(after - before).toBeLessThan(spent + 0.2);
  });

  it('is unknown for no process, or one that is not there', () => {
    expect(cpuSecondsOf(undefined)).toBeUndefined();
    expect(cpuSecondsOf(2 ** 22 + 1)).toBeUndefined();
  });
});

/** The switches of this process's main thread alone: /proc/<pid>/status is the main thread's. */
function mainThreadSwitches(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  const count = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)$`, 'm').exec(status)?.[1]);
  return count('voluntary_ctxt_switches') + count('nonvoluntary_ctxt_switches');
}

/** A thread that waits as many times as its `workerData` says, says so, and stays until told to end. */
const SLEEPER = `
  const { parentPort, workerData } = require('node:worker_threads');
  const cell = new Int32Array(new SharedArrayBuffer(4));
  for (let i = 0; i < workerData; i++) Atomics.wait(cell, 0, 0, 2);
  parentPort.postMessage('slept');
  parentPort.once('message', () => process.exit(0));
`;

describe.runIf(existsSync('/proc/self/task'))('a process’s context switches', () => {
  it('count every thread’s, each time one waits', async () => {
    const before = switchesOf(process.pid) ?? Number.NaN;
    const mainBefore = mainThreadSwitches();
    const worker = new Worker(SLEEPER, { eval: true, workerData: 50 });
    const [said] = await once(worker, 'message');
    const after = switchesOf(process.pid) ?? Number.NaN;
    const mainAfter = mainThreadSwitches();
    worker.postMessage('end');
    await once(worker, 'exit');
    expect(said).toBe('slept');
    // The other thread's 50 waits, beyond whatever the main thread did meanwhile.
    expect(after - before - (mainAfter - mainBefore)).toBeGreaterThanOrEqual(50);
  });

  it('are unknown for no process, or one that is not there', () => {
    expect(switchesOf(undefined)).toBeUndefined();
    expect(switchesOf(2 ** 22 + 1)).toBeUndefined();
  });
});
