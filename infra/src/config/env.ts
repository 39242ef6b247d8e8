/** The only place that reads process.env: parses it once and fails with one readable message. */
import { type Config, envSchema, missingRequirements } from './schema.js';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Settings whose value is a secret: a refusal names them but never prints what they hold. */
const SECRET_NAME = /(SECRET|PASSWORD|TOKEN|_KEY|SPECIAL_CODE)$/;

/** Parses an environment; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings mean "not set", as they do in docker-compose files and shells.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  const missing = missingRequirements(cleaned);
  if (result.success && missing.length === 0) return result.data;
  const lines = [
    ...(result.success ? [] : result.error.issues).map((issue) => {
      const name = typeof issue.path[0] === 'string' ? issue.path[0] : '(environment)';
      const value = cleaned[name];
      const shown = SECRET_NAME.test(name) ? '=(hidden)' : `=${JSON.stringify(value)}`;
      return `  ${name}${value === undefined ? '' : shown}: ${issue.message}`;
    }),
    ...missing.map(({ name, message }) => `  ${name}: ${message}`),
  ];
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

let cached: Config | undefined;

/** The process's configuration, read from process.env on first use. */
export function loadConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
