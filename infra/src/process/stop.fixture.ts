/**
 * A process that stops gracefully, for lifecycle.test.ts and parent-watch.test.ts: it logs
 * "ready", and once stopping it logs "stop began" and holds the stop until the file named by its
 * argument exists (the test's word that the work in flight is done).
 */
import { existsSync } from 'node:fs';
import { setTimeout as pause } from 'node:timers/promises';
import { createLogger } from '../logging/logger.js';
import { stopGracefully } from './lifecycle.js';

const [finished] = process.argv.slice(2);
if (finished === undefined) throw new Error('usage: stop.fixture.ts FINISHED_FILE');
const logger = createLogger({ name: 'fixture', pretty: false });
stopGracefully(logger, 'the work in flight', async () => {
  logger.info('stop began');
  while (!existsSync(finished)) await pause(20);
  logger.info('work finished');
});
// Alive until stopped, as a server is.
setInterval(() => {}, 60_000);
logger.info('ready');
