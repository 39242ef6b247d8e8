import { parseConfig } from '@app/infra';
import { describe, expect, it } from 'vitest';
import { clientInfo, forwardedClient, type Peer, proxyTrust } from './client.js';

const PUBLIC_URL = 'http://localhost:3000';

function trustFrom(env: Record<string, string>) {
  return proxyTrust(parseConfig(env));
}

function socket(address: string | undefined): Peer {
  return { kind: 'socket', address };
}

/** The headers a request carries, as `clientInfo` reads them. */
function headers(values: Record<string, string>) {
  return (name: string) => values[name];
}

describe('which proxies are trusted', () => {
  it('is loopback by default, IPv4, IPv6 and IPv4 as a dual-stack socket reports it', () => {
    const trust = trustFrom({ TRUST_PROXY: 'true' });
    expect(trust?.hops).toBe(1);
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(trust?.trusts(address), address).toBe(true);
    for (const address of ['10.0.0.1', '203.0.113.9', '::2', 'fe80::1', '::ffff:10.0.0.1', 'unknown'])
      expect(trust?.trusts(address), address).toBe(false);
  });

  it('does not read loose spellings of an address as loopback', () => {
    const trust = trustFrom({ TRUST_PROXY: 'true' });
    for (const address of ['127.1', '0x7f.0.0.1', '0177.0.0.1', '2130706433'])
      expect(trust?.trusts(address), address).toBe(false);
  });

  it('is the ranges TRUST_PROXY_FROM names, v4-mapped ranges included', () => {
    const trust = trustFrom({
      TRUST_PROXY: 'true',
      TRUST_PROXY_FROM: '10.0.0.0/8, fd00::/8, ::ffff:192.0.2.0/120',
    });
    for (const address of ['10.1.2.3', '::ffff:10.1.2.3', 'fd12::1', '192.0.2.77', '::ffff:192.0.2.77'])
      expect(trust?.trusts(address), address).toBe(true);
    for (const address of ['127.0.0.1', '::1', '11.0.0.1', '192.0.3.1'])
      expect(trust?.trusts(address), address).toBe(false);
  });

  it('is nobody without TRUST_PROXY or TRUST_PROXY_HOPS', () => {
    expect(trustFrom({})).toBeUndefined();
    expect(trustFrom({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '0' })).toBeUndefined();
  });
});

describe('the client address', () => {
  const forged = { 'x-forwarded-for': '198.18.0.1', 'x-forwarded-proto': 'https' };

  it('is the socket when the peer is no trusted proxy: the gateway reached directly', () => {
    const trust = trustFrom({ TRUST_PROXY: 'true' });
    expect(clientInfo(trust, socket('203.0.113.50'), headers(forged), PUBLIC_URL)).toEqual({
      ip: '203.0.113.50',
      secure: false,
    });
  });

  it('is what a trusted proxy appended when the peer is one', () => {
    const trust = trustFrom({ TRUST_PROXY: 'true' });
    const sent = { 'x-forwarded-for': 'forged, 198.51.100.7', 'x-forwarded-proto': 'https' };
    expect(clientInfo(trust, socket('::ffff:127.0.0.1'), headers(sent), PUBLIC_URL)).toEqual({
      ip: '198.51.100.7',
      secure: true,
    });
  });

  it('is unknown, headers unread, when the socket is gone before its address was read', () => {
    const trust = trustFrom({ TRUST_PROXY: 'true' });
    expect(clientInfo(trust, socket(undefined), headers(forged), PUBLIC_URL).ip).toBe('unknown');
  });

  it('reads the headers of a call made inside the process, which no client can reach', () => {
    const trust = trustFrom({ TRUST_PROXY: 'true' });
    expect(clientInfo(trust, { kind: 'in-process' }, headers(forged), PUBLIC_URL).ip).toBe('198.18.0.1');
  });

  it('is the socket, headers unread, when no proxy is trusted', () => {
    expect(clientInfo(undefined, socket('127.0.0.1'), headers(forged), PUBLIC_URL)).toEqual({
      ip: '127.0.0.1',
      secure: false,
    });
  });

  it('is spelled one way, so a respelled address counts as the same', () => {
    expect(clientInfo(undefined, socket('::ffff:203.0.113.5'), headers({}), PUBLIC_URL).ip).toBe(
      '203.0.113.5',
    );
    expect(clientInfo(undefined, socket('2001:DB8:0:0::1'), headers({}), PUBLIC_URL).ip).toBe(
      '2001:db8::/64',
    );
  });

  it('is the /64 network for IPv6, which one home line or server holds whole', () => {
    const ip = (address: string) => clientInfo(undefined, socket(address), headers({}), PUBLIC_URL).ip;
    expect(ip('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ip('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(ip('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    const trust = trustFrom({ TRUST_PROXY: 'true' });
    const sent = { 'x-forwarded-for': '2001:db8:7:7:1:2:3:4' };
    expect(clientInfo(trust, socket('127.0.0.1'), headers(sent), PUBLIC_URL).ip).toBe('2001:db8:7:7::/64');
  });
});

describe('walking X-Forwarded-For from the right', () => {
  it('takes the rightmost entry behind one proxy', () => {
    const trust = trustFrom({ TRUST_PROXY: 'true' });
    if (!trust) throw new Error('trust expected');
    expect(forwardedClient('forged, 203.0.113.5', trust)).toBe('203.0.113.5');
    expect(forwardedClient(' , ', trust)).toBeUndefined();
    expect(forwardedClient(undefined, trust)).toBeUndefined();
  });

  it('steps over trusted proxies, at most TRUST_PROXY_HOPS of them', () => {
    const chained = trustFrom({ TRUST_PROXY_HOPS: '2', TRUST_PROXY_FROM: '127.0.0.0/8, 10.0.0.0/8' });
    if (!chained) throw new Error('trust expected');
    expect(forwardedClient('forged, 203.0.113.5, 10.0.0.2', chained)).toBe('203.0.113.5');
    // The third entry from the right is as far as two hops go, trusted range or not.
    expect(forwardedClient('forged, 10.0.0.9, 10.0.0.2', chained)).toBe('10.0.0.9');
    expect(forwardedClient('203.0.113.5', chained)).toBe('203.0.113.5');
  });

  it('stops at the first address that is no trusted proxy, whatever the hops allow', () => {
    const loopbackOnly = trustFrom({ TRUST_PROXY_HOPS: '3' });
    if (!loopbackOnly) throw new Error('trust expected');
    // 10.0.0.2 is not a trusted proxy: what it claims to have seen is not believed.
    expect(forwardedClient('forged, 203.0.113.5, 10.0.0.2', loopbackOnly)).toBe('10.0.0.2');
    expect(forwardedClient('forged, 203.0.113.5, 127.0.0.1', loopbackOnly)).toBe('203.0.113.5');
  });
});
