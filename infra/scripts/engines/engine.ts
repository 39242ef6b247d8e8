/** What each engine module provides to the commands (up, status, stop, down). */

export const ENGINE_NAMES = ['kafka', 'minio', 'mailpit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** The keys of .engines.env, in the order written; each engine supplies its own. */
export const ENV_KEYS = [
  'KAFKA_BROKERS',
  'MINIO_ENDPOINT',
  'MINIO_PORT',
  'MINIO_USE_SSL',
  'MINIO_ACCESS_KEY',
  'MINIO_SECRET_KEY',
  'MINIO_BUCKET',
  'SMTP_URL',
  'MAILPIT_URL',
] as const;
export type EnvKey = (typeof ENV_KEYS)[number];

/** One engine's run: its folder under ENGINES_HOME (data, config) and its recorded ports. */
export interface EngineRun {
  dir: string;
  ports: Record<string, number>;
}

export interface Engine {
  name: EngineName;
  /** What status prints: the server and its pinned version. */
  label: string;
  /** Port roles; the first is probed to tell a live engine from a stale pid. */
  portNames: readonly [string, ...string[]];
  /** How long a start may take before `up` gives up, and a stop before SIGKILL. */
  startDeadlineMs: number;
  stopGraceMs: number;
  installed(): Promise<boolean>;
  install(): Promise<void>;
  /** Writes its configuration (and formats storage on the first start); returns what to run. */
  prepare(run: EngineRun): Promise<{ command: string; args: string[] }>;
  /** Resolves once the engine serves a real request; rejects while it does not yet. */
  probe(run: EngineRun): Promise<void>;
  env(run: EngineRun): Promise<Partial<Record<EnvKey, string>>>;
}
