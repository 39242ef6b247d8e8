/**
 * How `pnpm admin` finds and proves itself to the running process: at start the process writes
 * a random token, its port and its pid into DATA_DIR (readable by its owner only).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** Where the running process answers `pnpm admin`. */
export const OPERATOR_PREFIX = '/_operator';

const FILE = 'operator.json';

const operatorSchema = z.object({ token: z.string(), port: z.number().int(), pid: z.number().int() });
export type OperatorFile = z.infer<typeof operatorSchema>;

export const operatorPath = (dataDir: string) => join(dataDir, FILE);

/** A new token for this run of the process; the previous run's stops working. */
export const newOperatorToken = () => randomBytes(32).toString('hex');

/**
 * Says where this process listens for operators (once it does). Written beside and renamed into
 * place: `pnpm admin` reading it at that moment finds the old entry or the new one, never an empty
 * file.
 */
export async function writeOperatorFile(dataDir: string, entry: OperatorFile): Promise<void> {
  const staged = `${operatorPath(dataDir)}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(staged, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
  await rename(staged, operatorPath(dataDir));
}

export async function readOperatorFile(dataDir: string): Promise<OperatorFile | null> {
  try {
    const parsed = operatorSchema.safeParse(JSON.parse(await readFile(operatorPath(dataDir), 'utf8')));
    return parsed.success ? parsed.data : null;
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
