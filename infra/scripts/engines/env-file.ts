/** .engines.env at the repo root: the running engines' addresses, in the product's variable names. */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { ENV_KEYS, type EnvKey } from './engine.js';
import { ENV_FILE } from './environment.js';

export async function writeEnvFile(values: Partial<Record<EnvKey, string>>): Promise<void> {
  const lines = ENV_KEYS.map((key) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no engine supplies ${key}`);
    return `${key}=${value}`;
  });
  // It holds the S3 secret: readable by its owner only.
  await writeFile(ENV_FILE, `${lines.join('\n')}\n`, { mode: 0o600 });
}

export async function readEnvFile(): Promise<Record<EnvKey, string>> {
  const text = await readFile(ENV_FILE, 'utf8').catch(() => {
    throw new Error(`${ENV_FILE} is missing: run pnpm engines up first`);
  });
  const pairs = text
    .split('\n')
    .filter((line) => line.includes('='))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  const values = Object.fromEntries(pairs) as Partial<Record<EnvKey, string>>;
  const missing = ENV_KEYS.filter((key) => values[key] === undefined);
  if (missing.length > 0) throw new Error(`${ENV_FILE} lacks ${missing.join(', ')}: run pnpm engines up`);
  return values as Record<EnvKey, string>;
}

export const removeEnvFile = () => rm(ENV_FILE, { force: true });
