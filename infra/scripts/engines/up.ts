/**
 * `up`: install what is missing, start what is not running, wait until all answer, write .engines.env.
 * `up <name>`: the same for that engine alone, leaving the others as they are (stopped or running):
 * an outage test ends its own outage without ending another's.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Engine, EngineRun, EnvKey } from './engine.js';
import { ENGINES, engineRun, logFile } from './engines.js';
import { writeEnvFile } from './env-file.js';
import { ENV_FILE } from './environment.js';
import { say, secondsSince } from './log.js';
import { freePorts, portAnswers } from './ports.js';
import { isOurs, startDetached } from './processes.js';
import { type EngineRecord, readState, writeState } from './state.js';

const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');

interface Launched {
  engine: Engine;
  run: EngineRun;
  since: number;
  /** Set if a process started by this `up` exits, which ends the wait at once. */
  exit?: string;
}

/** The recorded ports, and free ones for roles not yet recorded (first start, or a role added since). */
async function portsFor(engine: Engine, recorded: Record<string, number>): Promise<Record<string, number>> {
  const missing = engine.portNames.filter((role) => recorded[role] === undefined);
  if (missing.length === 0) return recorded;
  // A stopped engine's recorded ports are free too: ask for enough that the others cover the missing.
  const taken = new Set(Object.values(recorded));
  const fresh = (await freePorts(missing.length + taken.size)).filter((port) => !taken.has(port));
  return { ...recorded, ...Object.fromEntries(missing.map((role, index) => [role, fresh[index] as number])) };
}

/** Starts the engine unless its recorded process is alive; records the new pid in `record`. */
async function launch(engine: Engine, record: EngineRecord): Promise<Launched> {
  const run = engineRun(engine.name, record);
  const launched: Launched = { engine, run, since: performance.now() };
  if (await isOurs(record.pid, run.dir)) {
    const answering = await portAnswers(record.ports[engine.portNames[0]] as number);
    say(`${engine.name}: ${answering ? 'running' : 'still starting'} (pid ${record.pid})`);
    return launched;
  }
  for (const [role, port] of Object.entries(record.ports)) {
    if (await portAnswers(port)) {
      throw new Error(
        `${engine.name}: its ${role} port ${port} is taken by another process (down picks new ports)`,
      );
    }
  }
  const { command, args } = await engine.prepare(run);
  const child = startDetached(command, args, run.dir, logFile(engine.name));
  child.once('exit', (code, signal) => {
    launched.exit = signal ?? `code ${code}`;
  });
  record.pid = child.pid;
  say(`${engine.name}: started (pid ${child.pid}, log ${logFile(engine.name)})`);
  return launched;
}

/** Polls the engine until it serves a request, its process exits, or its deadline passes. */
async function waitUntilReady(launched: Launched): Promise<void> {
  const { engine, run } = launched;
  const deadline = Date.now() + engine.startDeadlineMs;
  for (;;) {
    try {
      await engine.probe(run);
      say(`${engine.name}: ready in ${secondsSince(launched.since)} (${engine.label})`);
      return;
    } catch (error) {
      if (launched.exit !== undefined) {
        throw new Error(
          `${engine.name} exited (${launched.exit}) while starting; see ${logFile(engine.name)}`,
        );
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${engine.name} did not answer within ${engine.startDeadlineMs / 1000}s (${oneLine(error)}); see ${logFile(engine.name)}`,
        );
      }
    }
    await sleep(250);
  }
}

export async function up(only?: Engine): Promise<void> {
  const start = performance.now();
  const chosen = only ? [only] : ENGINES;
  for (const engine of chosen) if (!(await engine.installed())) await engine.install();

  const state = await readState();
  const launched: Launched[] = [];
  /** Every engine's run, launched or not: .engines.env has the addresses of them all. */
  const runs: EngineRun[] = [];
  try {
    for (const engine of ENGINES) {
      const record = state[engine.name] ?? { ports: {} };
      record.ports = await portsFor(engine, record.ports);
      state[engine.name] = record;
      if (chosen.includes(engine)) {
        const started = await launch(engine, record);
        launched.push(started);
        runs.push(started.run);
      } else runs.push(engineRun(engine.name, record));
    }
  } finally {
    await writeState(state);
  }
  // Started one by one, awaited together: the JVM's start overlaps the Go servers'.
  const results = await Promise.allSettled(launched.map(waitUntilReady));
  const failures = results.flatMap((result) =>
    result.status === 'rejected' ? [oneLine(result.reason)] : [],
  );
  if (failures.length > 0) throw new Error(failures.join('\n'));

  const values: Partial<Record<EnvKey, string>> = {};
  for (const [index, engine] of ENGINES.entries())
    Object.assign(values, await engine.env(runs[index] as EngineRun));
  await writeEnvFile(values);
  say(`engines up in ${secondsSince(start)}; addresses in ${ENV_FILE}`);
}
