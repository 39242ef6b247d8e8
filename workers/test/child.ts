/** Runs one of this package's scripts as a child process, the way crash and start-up tests need it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

export interface Child {
  readonly child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  readonly output: () => string;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `script` (relative to the package) under tsx with only PATH and `env` in its environment. */
export function spawnScript(script: string, args: string[], env: Record<string, string> = {}): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const collect = (d: Buffer) => {
    out += d.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => out, exit };
}

/** Runs `script` to its end: how it ended and what it printed. */
export async function runScript(script: string, args: string[]) {
  const run = spawnScript(script, args);
  const { code, signal } = await run.exit;
  return { code, signal, out: run.output() };
}
