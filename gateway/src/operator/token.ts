/**
 * The operator token: a random secret the running process writes into DATA_DIR (readable by its
 * owner only), which `pnpm admin` reads to prove it may command the process.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const FILE = 'operator.token';

export const tokenPath = (dataDir: string) => join(dataDir, FILE);

/** Makes a new token for this run of the process; the previous run's stops working. */
export async function issueOperatorToken(dataDir: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await writeFile(tokenPath(dataDir), `${token}\n`, { mode: 0o600 });
  return token;
}

export async function readOperatorToken(dataDir: string): Promise<string | null> {
  try {
    return (await readFile(tokenPath(dataDir), 'utf8')).trim();
  } catch {
    return null;
  }
}

export function sameToken(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
