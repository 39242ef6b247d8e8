/** Where the engines live: the one place this script reads the environment (its two folders). */
import { createHash } from 'node:crypto';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A developer tool outside the product, configured by ENGINES_CACHE and ENGINES_HOME.
const env = process.env;

export const SCRIPT_DIR = fileURLToPath(new URL('.', import.meta.url));
export const REPO_ROOT = resolve(SCRIPT_DIR, '../../..');
/** What the product and tests read: at the repo root, ignored by git. */
export const ENV_FILE = join(REPO_ROOT, '.engines.env');

/** Installed servers, kept across `down` and shared by every checkout of the repo. */
export const CACHE_DIR =
  env.ENGINES_CACHE ?? join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'xplore-engines');

/** Run data, logs, pids and ports: one folder per checkout, so two checkouts never share a broker. */
export const HOME_DIR =
  env.ENGINES_HOME ??
  join(tmpdir(), `xplore-engines-${createHash('sha256').update(REPO_ROOT).digest('hex').slice(0, 8)}`);
