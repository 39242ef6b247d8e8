/**
 * The bench's product alone (built frontend, no worker roles), listening until killed: for
 * profiling a path under load. `node --cpu-prof --import tsx bench/serve.ts [port] [log level]`,
 * then autocannon against the URL it prints; SIGINT ends it and writes the profile.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, parseConfig } from '@app/infra';
import { compose } from '../src/compose.js';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-serve-'));
const logger = createLogger({
  level: process.argv[3] ?? 'info',
  pretty: false,
  destination: join(dataDir, 'gateway.log'),
});
const product = await compose(parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), logger, {
  frontendDist: fileURLToPath(new URL('../../frontend/dist', import.meta.url)),
  roles: [],
});
const { port } = await product.listen(Number(process.argv[2] ?? 0), '127.0.0.1');
process.stdout.write(`http://127.0.0.1:${port}\n`);
// A signal ends the process normally, so --cpu-prof writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void product.close().then(() => process.exit(0)));
