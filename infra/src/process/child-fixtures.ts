/** This folder's fixtures as child processes, through tsx, with what they write kept for the test. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

// tsx resolves from the infra package.
export const INFRA_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The path of a fixture beside this file. */
export const fixturePath = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/** The command line that runs a fixture: node, then its arguments. */
export const fixtureCommand = (name: string, args: readonly string[]) => [
  process.execPath,
  '--import',
  'tsx',
  fixturePath(name),
  ...args,
];

export interface Child {
  child: ChildProcess;
  /** All it wrote so far, stdout and stderr. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function runFixture(name: string, args: readonly string[]): Child {
  const [node = process.execPath, ...rest] = fixtureCommand(name, args);
  const child = spawn(node, rest, { cwd: INFRA_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'close').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  return { child, output: () => output, exited };
}

/**
 * Waits until `check` holds; fails at once should `child` end first, and after `timeoutMs` (a cold
 * start through tsx takes seconds on a busy machine).
 */
export async function until(
  check: () => boolean,
  what: string,
  child?: Child,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (child && (child.child.exitCode !== null || child.child.signalCode !== null))
      throw new Error(`the child ended while waiting for ${what}:\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await pause(20);
  }
}
