/**
 * A process that takes a DATA_DIR, for data-dir-lock.test.ts: once the file named by its second
 * argument exists it tries, prints "locked" or "refused: <message>", and holds what it took until
 * killed.
 */
import { existsSync } from 'node:fs';
import { setTimeout as pause } from 'node:timers/promises';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const [dataDir, go] = process.argv.slice(2);
if (dataDir === undefined || go === undefined) throw new Error('usage: lock.fixture.ts DATA_DIR GO_FILE');
process.stdout.write('waiting\n');
while (!existsSync(go)) await pause(5);
try {
  lockDataDir(dataDir, 'lock fixture');
  process.stdout.write('locked\n');
  setInterval(() => {}, 60_000);
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stdout.write(`refused: ${error.message}\n`);
}
