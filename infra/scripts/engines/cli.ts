/**
 * Real Kafka, S3 and SMTP servers for the distributed mode, without containers (issue 24):
 *   pnpm engines up [kafka|minio|mailpit] | down | status | stop <kafka|minio|mailpit> | smoke | run <command…> | serve
 * Installs into ENGINES_CACHE (default ~/.cache/xplore-engines), runs under ENGINES_HOME (default
 * a folder in the system temp dir), and writes the addresses to .engines.env at the repo root.
 */
import { engineNamed } from './engines.js';
import { withLock } from './lock.js';
import { complain } from './log.js';
import { runWithEngines, serveOnEngines } from './run.js';
import { smoke } from './smoke.js';
import { status } from './status.js';
import { down, stop } from './stop.js';
import { up } from './up.js';

const USAGE =
  'usage: pnpm engines up [kafka|minio|mailpit] | down | status | stop <kafka|minio|mailpit> | smoke | run <command…> | serve';

async function main([command, name, ...rest]: string[]): Promise<void> {
  switch (command) {
    case 'up': {
      const engine = name === undefined ? undefined : engineNamed(name);
      return withLock(() => up(engine));
    }
    case 'down':
      return withLock(down);
    case 'status':
      return status();
    case 'stop': {
      const engine = engineNamed(name);
      return withLock(() => stop(engine));
    }
    case 'smoke':
      return smoke();
    case 'run':
      process.exitCode = await runWithEngines(name === undefined ? [] : [name, ...rest]);
      return;
    case 'serve':
      process.exitCode = await serveOnEngines();
      return;
    default:
      throw new Error(USAGE);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  complain(`engines: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
