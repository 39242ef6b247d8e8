import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/env.js';
import { silentLogger } from '../logging/logger.js';
import { createPlatform } from '../platform.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'payments-platform-'));

describe('the platform’s payments adapter', () => {
  it('is the sandbox by default, opened with the demo key id', async () => {
    const platform = await createPlatform(parseConfig({ DATA_DIR: dataDir() }), silentLogger);
    try {
      expect(platform.payments.kind).toBe('sandbox');
      expect(platform.payments.keyId).toBe('rzp_test_sandbox');
      await expect(platform.payments.ping()).resolves.toBeUndefined();
    } finally {
      await platform.close();
    }
  });

  it('is Razorpay with PAYMENTS=razorpay, opened with the configured public key', async () => {
    const config = parseConfig({
      DATA_DIR: dataDir(),
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_Abc123Def456Gh',
      RAZORPAY_KEY_SECRET: 'live-secret',
      RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
    });
    const platform = await createPlatform(config, silentLogger);
    try {
      expect(platform.payments.kind).toBe('razorpay');
      expect(platform.payments.keyId).toBe('rzp_test_Abc123Def456Gh');
    } finally {
      await platform.close();
    }
  });
});
