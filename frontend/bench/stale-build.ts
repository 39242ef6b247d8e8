/** Whether frontend/dist is missing or older than what it is built from. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of a file or of any file under a folder (0 when absent). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

export function buildIsStale(frontendDir: string): boolean {
  const built = join(frontendDir, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['src', 'scripts', 'index.html', 'vite.config.ts', join('..', 'contracts', 'src')];
  return Math.max(...sources.map((source) => newest(join(frontendDir, source)))) > statSync(built).mtimeMs;
}
