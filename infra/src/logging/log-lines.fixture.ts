/**
 * A process that logs, for logger.test.ts: `exit N` logs N lines and exits at once; `idle` logs one
 * line and stays alive, logging nothing more.
 */
import { createLogger } from './logger.js';

const [mode, count] = process.argv.slice(2);
const logger = createLogger({ name: 'fixture', pretty: false });
if (mode === 'exit') {
  for (let i = 0; i < Number(count); i++) logger.info({ line: i }, 'request');
  process.exit(0);
}
logger.info('alone');
setInterval(() => {}, 60_000);
