/**
 * The real product entry (gateway/src/main.ts) as a child process on a given DATA_DIR: started,
 * waited for until /readyz answers, then killed (SIGKILL, as a power cut) or stopped (SIGTERM).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = join(GATEWAY_DIR, 'src', 'main.ts');
/** What `pnpm start` runs: the entry compiled by `pnpm build`, with the packages' compiled code. */
const COMPILED_ENTRY = join(GATEWAY_DIR, 'dist', 'main.js');
const COMPILED = '--conditions=app-compiled';
const READY_POLL_MS = 100;
/** A cold start imports the whole product through tsx; on a busy 2-core machine that is seconds. */
const READY_DEADLINE_MS = 90_000;
const STOP_DEADLINE_MS = 60_000;
/** Enough of the child's stderr to explain a start-up that failed. */
const STDERR_KEPT = 8_000;

/** A port free now; the child binds it a moment later (a race another process would rarely win). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port to listen on');
  return address.port;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ProductProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private stderr = '';
  /** The messages of the log lines it wrote to stdout (at LOG_LEVEL info and below), each once. */
  private readonly messages = new Set<string>();
  private unfinishedLine = '';
  baseUrl = '';

  constructor(
    private readonly dataDir: string,
    private readonly frontendDist: string,
    /** Settings over the defaults below (the crash harness seeds the demo guides, for instance). */
    private readonly env: Readonly<Record<string, string>> = {},
    /** `compiled` runs the JavaScript `pnpm build` wrote, as `pnpm start` does, not the TypeScript through tsx. */
    private readonly entry: 'source' | 'compiled' = 'source',
  ) {}

  /** Starts the entry and resolves once it is ready; throws with its stderr if it dies first. */
  async start(): Promise<void> {
    if (this.child) throw new Error('the product is already running');
    const port = await freePort();
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.stderr = '';
    // A clean environment, so a developer's STORE=mongodb or DATA_DIR cannot leak into the run.
    const args = this.entry === 'compiled' ? [COMPILED, COMPILED_ENTRY] : ['--import', 'tsx', ENTRY];
    const child = spawn(process.execPath, args, {
      cwd: GATEWAY_DIR,
      env: {
        DATA_DIR: this.dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.baseUrl,
        LOG_LEVEL: 'warn',
        SCRYPT_LOG2_N: '10',
        FRONTEND_DIST: this.frontendDist,
        SEED_DEMO_DATA: 'false',
        // The load gives each simulated user an address of its own, as a proxy in front would.
        TRUST_PROXY: 'true',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.messages.clear();
    this.unfinishedLine = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => this.heard(chunk));
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_KEPT);
    });
    this.child = child;
    // Should the harness itself end first (a test timing out), the product must not live on.
    const orphaned = () => child.kill('SIGKILL');
    process.once('exit', orphaned);
    this.exited = once(child, 'exit').then(() => {
      process.off('exit', orphaned);
      this.child = undefined;
    });
    await this.waitReady(child);
  }

  private heard(chunk: string): void {
    const lines = (this.unfinishedLine + chunk).split('\n');
    this.unfinishedLine = lines.pop() ?? '';
    for (const line of lines) {
      const msg = /"msg":"([^"]*)"/.exec(line)?.[1];
      if (msg !== undefined) this.messages.add(msg);
    }
  }

  /** Resolves once the product has logged a line with this message (its LOG_LEVEL must let it through). */
  async logged(message: string, ms = READY_DEADLINE_MS): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.messages.has(message)) {
      const child = this.child;
      if (child === undefined || Date.now() > deadline)
        throw new Error(`the product did not log "${message}":\n${this.stderr}`);
      await pause(READY_POLL_MS);
    }
  }

  private async waitReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + READY_DEADLINE_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the product exited before it was ready (${child.exitCode}):\n${this.stderr}`);
      const answer = await fetch(`${this.baseUrl}/readyz`).catch(() => null);
      await answer?.body?.cancel();
      if (answer?.status === 200) return;
      await pause(READY_POLL_MS);
    }
    await this.kill();
    throw new Error(`the product was not ready within ${READY_DEADLINE_MS} ms:\n${this.stderr}`);
  }

  /** SIGKILL: nothing of the process runs after it, as in a power cut. Resolves once it is gone. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM and the graceful stop; resolves with the exit code. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child) return null;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS);
    await this.exited;
    clearTimeout(timer);
    return child.exitCode;
  }

  /** What the child wrote to stderr lately (warnings, errors), for a report. */
  get recentStderr(): string {
    return this.stderr;
  }
}
