/**
 * The composition root as the process entry uses it (startOnListen): until listen() has bound the
 * port nothing that writes runs and /readyz says the start is in progress; then all of it starts.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig, silentLogger } from '@app/infra';
import { afterEach, describe, expect, it } from 'vitest';
import { compose, type Product } from './compose.js';
import { DEMO_LOGIN_FILE } from './guides/demo-guides.js';

// compose() itself, not useProduct(): the test is of the process entry's own options (startOnListen, seed).
let product: Product | undefined;
afterEach(async () => {
  await product?.close();
  product = undefined;
});

const readyz = async (p: Product) => {
  const res = await p.app.request('/readyz');
  return { status: res.status, checks: ((await res.json()) as { checks: Record<string, string> }).checks };
};

describe('compose with startOnListen', () => {
  it('seeds, starts the workers and answers ready only once listen() has bound the port', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'start-on-listen-'));
    const config = parseConfig({ DATA_DIR: dataDir, SCRYPT_LOG2_N: '10', SEED_DEMO_DATA: 'true' });
    product = await compose(config, silentLogger, {
      frontendDist: null,
      roles: ['mail'],
      seed: true,
      startOnListen: true,
    });
    expect(await readyz(product)).toEqual({
      status: 503,
      checks: expect.objectContaining({ startup: 'in progress' }),
    });
    expect(product.roles).toEqual([]);
    expect(existsSync(join(dataDir, DEMO_LOGIN_FILE))).toBe(false);

    await product.listen(0, '127.0.0.1');
    expect(await readyz(product)).toEqual({
      status: 200,
      checks: expect.not.objectContaining({ startup: expect.anything() }),
    });
    expect(product.roles).toEqual(['mail']);
    expect(existsSync(join(dataDir, DEMO_LOGIN_FILE))).toBe(true);
  });
});
