/**
 * An embedded start loads no distributed driver (distributed.ts) and no cloud speech SDK: importing the
 * package's index, as the gateway and the workers do, leaves MongoDB's and Kafka's drivers and AWS
 * Polly's SDK unloaded (together about 0.6 s of every start before), and the country-state-city
 * dataset until it is asked for. Checked in a fresh process, whose module cache is its own.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { INFRA_DIR } from './process/child-fixtures.js';

const LOADED = `
  await import('./src/index.ts');
  const { createRequire } = await import('node:module');
  process.stdout.write(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));
`;

describe('an embedded start', () => {
  it('loads neither the MongoDB and Kafka drivers nor AWS Polly’s SDK nor the countries dataset with the package', () => {
    const loaded = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', LOADED], {
        cwd: INFRA_DIR,
        encoding: 'utf8',
      }),
    ) as string[];
    // The check itself sees CommonJS modules: the package's own (zod's, pino's) are there.
    expect(loaded.some((file) => file.includes('/node_modules/pino/'))).toBe(true);
    expect(
      loaded.filter((file) =>
        /\/node_modules\/(mongodb|kafkajs|@aws-sdk\/client-polly|country-state-city)\//.test(file),
      ),
    ).toEqual([]);
  });
});
