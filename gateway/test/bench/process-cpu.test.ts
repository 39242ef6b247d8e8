/** The throughput bench's CPU per request reads a process's CPU time from /proc (bench/process-cpu.ts). */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuSecondsOf } from '../../bench/process-cpu.js';

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
