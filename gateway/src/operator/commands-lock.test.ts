/**
 * Operator commands that open DATA_DIR themselves (no product answering) take it as the product
 * does: refused while a process holds it, and holding it while they work.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPlatform, parseConfig, silentLogger } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { dlqListCommand, viaProductOrData } from './commands.js';

const inUse = (dataDir: string, holder: string) =>
  `DATA_DIR ${dataDir} is in use by process ${process.pid} (${holder}); stop it first.`;

describe('operator commands on DATA_DIR', () => {
  it('refuse with the holder’s pid while a product holds DATA_DIR before it listens', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-'));
    const config = parseConfig({ DATA_DIR: dataDir });
    const product = await createPlatform(config, silentLogger, { holder: 'gateway' });
    try {
      await expect(dlqListCommand(config)).rejects.toThrow(inUse(dataDir, 'gateway'));
    } finally {
      await product.close();
    }
    expect(await dlqListCommand(config)).toBe('No dead letters waiting for replay.');
  });

  it('hold DATA_DIR while they work on it, so a product starting meanwhile is refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-'));
    const config = parseConfig({ DATA_DIR: dataDir });
    const starting = await viaProductOrData(config, { path: '/dlq' }, () =>
      createPlatform(config, silentLogger, { holder: 'gateway' }).then(
        () => 'started',
        (error: Error) => error.message,
      ),
    );
    expect(starting).toBe(inUse(dataDir, 'pnpm admin'));
  });
});
