import { scryptSync } from 'node:crypto';
import { parseConfig } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

const TURN = { address: '203.0.113.20', account: 'asha@example.com' };

describe('password hashing', () => {
  it('uses scrypt with OWASP’s cost by default (N=2^17, r=8, p=1) and a per-user salt', async () => {
    const logN = parseConfig({}).SCRYPT_LOG2_N;
    expect(logN).toBe(17);
    const [a, b] = await Promise.all([hashPassword('Secret#123', logN), hashPassword('Secret#123', logN)]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret#123');
    expect(await verifyPassword('Secret#123', a, TURN)).toBe(true);
    expect(await verifyPassword('Secret#124', a, TURN)).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text-password', TURN)).toBe(false);
  });

  it('derives the key with the cost it records, so any scrypt with those parameters verifies it', async () => {
    const stored = await hashPassword('Secret#123', 10);
    const [, logN, r, p, salt = '', key] = stored.split('$');
    expect([logN, r, p]).toEqual(['10', '8', '1']);
    const derived = scryptSync('Secret#123', Buffer.from(salt, 'base64'), 64, { N: 2 ** 10, r: 8, p: 1 });
    expect(derived.toString('base64')).toBe(key);
  });
});
