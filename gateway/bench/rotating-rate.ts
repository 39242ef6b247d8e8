/** Runs rotating-load.ts (autocannon in its own process, cookies in turn) and reads its result. */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RotatingLoad } from './rotating-load.js';

const ROTATING_LOAD = fileURLToPath(new URL('./rotating-load.ts', import.meta.url));
/** The gateway package, where `--import tsx` resolves, whichever folder the bench or test started in. */
const GATEWAY = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/** Requests a second POSTing `body` to `url`, each request with the next of `cookies`; any error or non-2xx breaks the bench. */
export async function rotatingRate(
  url: string,
  body: string,
  cookies: string[],
  { connections = 50, seconds }: { connections?: number; seconds: number },
): Promise<number> {
  const spec: RotatingLoad = { url, body, cookies, connections, seconds };
  const file = join(tmpdir(), `bench-rotating-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(spec));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', ROTATING_LOAD, file], {
    cwd: GATEWAY,
    maxBuffer: 1 << 20,
  });
  const result = JSON.parse(stdout) as { average: number; total: number; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors of ${result.total}`);
  return result.average;
}
