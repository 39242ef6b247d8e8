/** docker-compose.yml cannot run here (no Docker engine); this keeps it honest by reading it. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseConfig } from './env.js';
import { WORKER_ROLES } from './schema.js';

const composeFile = fileURLToPath(new URL('../../../docker-compose.yml', import.meta.url));

interface Service {
  image?: string;
  build?: { dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown>;
}

/** Compose's own interpolation: ${VAR}, ${VAR:-default} and ${VAR:?error}. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (_, name: string, op?: string, arg?: string) => {
      const set = env[name];
      if (set !== undefined && set !== '') return set;
      if (op === '?') throw new Error(`${name}: ${arg}`);
      return op === '-' ? (arg ?? '') : '';
    },
  );
}

const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;
const appServices = Object.entries(services).filter(
  ([, s]) => s.build?.dockerfile === 'infra/deploy/app.Dockerfile',
);
const secrets = { MINIO_ROOT_USER: 'minio-user', MINIO_ROOT_PASSWORD: 'minio-password-for-test' };

describe('docker-compose.yml', () => {
  it('has MongoDB as a replica set, Kafka in KRaft mode, MinIO and Mailpit', () => {
    expect(services.mongo?.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(services.kafka?.image).toMatch(/^apache\/kafka:/);
    expect(services.kafka?.environment?.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(services.minio?.image).toMatch(/^minio\/minio/);
    expect(services.mailpit?.image).toMatch(/^axllent\/mailpit/);
  });

  it('runs the gateway and one service per worker role', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual([
      'audio-worker',
      'gateway',
      'mail-worker',
      'notifications-worker',
    ]);
    for (const role of WORKER_ROLES) {
      const worker = services[`${role}-worker`];
      expect(worker?.command).toEqual(['pnpm', '--filter', '@app/workers', 'start', role]);
      expect(worker?.environment?.WORKER_ROLES).toBe(role);
    }
  });

  it.each(appServices)(
    'gives %s an environment the config schema accepts, all distributed',
    (_name, service) => {
      const env = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), secrets)]),
      );
      const config = parseConfig(env);
      expect(config).toMatchObject({ STORE: 'mongodb', BUS: 'kafka', BLOBS: 'minio', MAIL: 'smtp' });
      // Each distributed service the app talks to is a service of this file.
      for (const host of [
        new URL(config.MONGODB_URL ?? '').hostname,
        config.MINIO_ENDPOINT,
        new URL(config.SMTP_URL ?? '').hostname,
      ]) {
        expect(Object.keys(services)).toContain(host);
      }
      for (const broker of config.KAFKA_BROKERS ?? [])
        expect(Object.keys(services)).toContain(broker.split(':')[0]);
      expect(Object.keys(service.depends_on ?? {}).sort()).toEqual(['kafka', 'mailpit', 'minio', 'mongo']);
    },
  );

  it('keeps secrets out of the file: MinIO credentials must come from the environment', () => {
    const gatewayEnv = services.gateway?.environment ?? {};
    expect(() => interpolate(String(gatewayEnv.MINIO_SECRET_KEY), {})).toThrow(/MINIO_ROOT_PASSWORD/);
  });
});
