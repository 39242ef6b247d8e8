/**
 * Suites against the real servers `pnpm engines up` runs (Apache Kafka, an S3 server, Mailpit),
 * named by a TEST_* variable each (.ci/run reads them from .engines.env). Without the variable a
 * suite is skipped, saying so, unless REQUIRE_ENGINES=1 says the servers must be there: then it
 * fails, so that CI cannot pass with them skipped.
 */
import { type ContainerSuiteDecision, describeAsDecided, readRequirement } from './container-runtime.js';

/** The variables naming each engine, as .engines.env gives them for tests. */
export const ENGINE_VARIABLES = {
  kafka: 'TEST_KAFKA_BROKERS',
  s3: 'TEST_S3_ENDPOINT',
  smtp: 'TEST_SMTP_URL',
  mailpit: 'TEST_MAILPIT_URL',
} as const;

export type Engine = keyof typeof ENGINE_VARIABLES;

/** Runs when every engine's variable is set; otherwise names the first that is not. */
export function decideEngineSuite(
  suite: string,
  engines: readonly Engine[],
  env: Readonly<Record<string, string | undefined>>,
  required: boolean,
): ContainerSuiteDecision {
  const unset = engines.map((engine) => ENGINE_VARIABLES[engine]).find((name) => !env[name]?.trim());
  if (unset === undefined) return { action: 'run' };
  const why = `${unset} is not set (pnpm engines up starts the servers and writes .engines.env)`;
  if (!required) return { action: 'skip', reason: why };
  return { action: 'fail', message: `${suite} did not run: REQUIRE_ENGINES=1 but ${why}` };
}

/** Defines `define(values)` when every engine's variable is set; otherwise skips or fails (above). */
export function describeWithEngines(
  suite: string,
  engines: readonly Engine[],
  define: (values: Record<Engine, string>) => void,
): void {
  const env = process.env;
  const decision = decideEngineSuite(
    suite,
    engines,
    env,
    readRequirement('REQUIRE_ENGINES', env.REQUIRE_ENGINES),
  );
  const values = Object.fromEntries(
    Object.entries(ENGINE_VARIABLES).map(([engine, name]) => [engine, env[name] ?? '']),
  ) as Record<Engine, string>;
  describeAsDecided(suite, decision, () => define(values));
}

/** describeWithEngines for one engine, given its variable's value. */
export function describeWithEngine(suite: string, engine: Engine, define: (value: string) => void): void {
  describeWithEngines(suite, [engine], (values) => define(values[engine]));
}

/** An S3 endpoint written as a URL with its keys, `http://KEY:SECRET@host:port`, as the MinIO client takes it. */
export function s3Endpoint(url: string): {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
} {
  const parsed = new URL(url);
  const useSSL = parsed.protocol === 'https:';
  return {
    endPoint: parsed.hostname,
    port: Number(parsed.port || (useSSL ? 443 : 80)),
    useSSL,
    accessKey: decodeURIComponent(parsed.username),
    secretKey: decodeURIComponent(parsed.password),
  };
}
