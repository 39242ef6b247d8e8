import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env.js';

/** The refusal's lines after the heading, one per bad variable. */
function refusal(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message.split('\n').slice(1);
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('TRUST_PROXY_FROM', () => {
  it('defaults to loopback, IPv4-mapped loopback included', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY_FROM).toEqual([
      '127.0.0.0/8',
      '::1/128',
      '::ffff:127.0.0.0/104',
    ]);
  });

  it('takes CIDR ranges and single addresses, separated by commas', () => {
    expect(
      parseConfig({ TRUST_PROXY: 'true', TRUST_PROXY_FROM: '10.0.0.0/8, fd00::/8,192.0.2.7' })
        .TRUST_PROXY_FROM,
    ).toEqual(['10.0.0.0/8', 'fd00::/8', '192.0.2.7']);
  });

  it('refuses a bad range in one line naming the variable and the entry', () => {
    expect(refusal({ TRUST_PROXY: 'true', TRUST_PROXY_FROM: '10.0.0.0/8, 10.0.0.0/33' })).toEqual([
      '  TRUST_PROXY_FROM="10.0.0.0/8, 10.0.0.0/33": must be IP addresses or CIDR ranges (e.g. 10.0.0.0/8, fd00::/8); "10.0.0.0/33" is not',
    ]);
    for (const bad of ['proxy.internal', '127.1', '0x7f.0.0.1', '::1/129', '10.0.0.0/'])
      expect(refusal({ TRUST_PROXY: 'true', TRUST_PROXY_FROM: bad }), bad).toHaveLength(1);
  });

  it('is refused alone, since trust is switched on by TRUST_PROXY or TRUST_PROXY_HOPS', () => {
    expect(refusal({ TRUST_PROXY_FROM: '10.0.0.0/8' })).toEqual([
      '  TRUST_PROXY_FROM: is read only with TRUST_PROXY=true or TRUST_PROXY_HOPS set',
    ]);
    expect(parseConfig({ TRUST_PROXY_HOPS: '2', TRUST_PROXY_FROM: '10.0.0.0/8' }).TRUST_PROXY_FROM).toEqual([
      '10.0.0.0/8',
    ]);
  });
});
