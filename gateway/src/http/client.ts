/** Who is calling from where: the client address (for rate limits) and whether the link is TLS. */
import ipaddr from 'ipaddr.js';

export interface ClientInfo {
  /**
   * Who the limits count: an IPv4 address, or the /64 network of an IPv6 one. A home line or a
   * server is given a whole /64, so counting its addresses one by one would let one client be
   * 2^64 clients, each with limits (and counters held in memory) of its own.
   */
  ip: string;
  secure: boolean;
}

/**
 * The far end of a request: a socket's address (undefined once the socket is gone), or a call
 * made by code inside this process (tests, an internal request), which no client can reach.
 */
export type Peer = { kind: 'socket'; address: string | undefined } | { kind: 'in-process' };

/** The proxies whose X-Forwarded-* headers are read, and how many may stand in a row. */
export interface ProxyTrust {
  hops: number;
  trusts(address: string): boolean;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** An address as written by a socket or proxy; IPv4 in four decimal parts only, v4-mapped read as v4. */
function parseAddress(value: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value);
  if (!ipaddr.IPv6.isValid(value)) return undefined;
  const v6 = ipaddr.IPv6.parse(value);
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

/** A configured range (validated by the config schema); a v4-mapped range becomes its IPv4 range. */
function parseRange(value: string): Range {
  const [address, bits] = value.includes('/')
    ? ipaddr.parseCIDR(value)
    : ([ipaddr.parse(value), value.includes(':') ? 128 : 32] as Range);
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() && bits >= 96)
    return [address.toIPv4Address(), bits - 96];
  return [address, bits];
}

/**
 * The proxy trust the configuration asks for: none without TRUST_PROXY or TRUST_PROXY_HOPS;
 * otherwise TRUST_PROXY_HOPS proxies in a row (one for TRUST_PROXY=true), each connecting from
 * TRUST_PROXY_FROM (loopback unless set).
 */
export function proxyTrust(config: {
  TRUST_PROXY: boolean;
  TRUST_PROXY_HOPS?: number | undefined;
  TRUST_PROXY_FROM: readonly string[];
}): ProxyTrust | undefined {
  const hops = config.TRUST_PROXY_HOPS ?? (config.TRUST_PROXY ? 1 : 0);
  if (hops === 0) return undefined;
  const ranges = config.TRUST_PROXY_FROM.map(parseRange);
  return {
    hops,
    trusts(value) {
      const address = parseAddress(value);
      return (
        address !== undefined &&
        ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits))
      );
    },
  };
}

const IPV6_CLIENT_BITS = 64;

/**
 * One spelling per client (`::ffff:1.2.3.4` is 1.2.3.4; an IPv6 address is its /64), so a limit
 * cannot be dodged by respelling an address or moving within one's own network.
 */
function canonical(value: string): string {
  const address = parseAddress(value);
  if (address === undefined) return value;
  if (address.kind() === 'ipv4') return address.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${IPV6_CLIENT_BITS}`);
  return `${network.toString()}/${IPV6_CLIENT_BITS}`;
}

/**
 * The client as the trusted proxies saw it, for a request whose peer is a trusted proxy. Each
 * X-Forwarded-For entry was appended by the proxy named in the entry to its right (the rightmost
 * by the peer), so the walk goes right to left, past entries that are themselves trusted proxies,
 * through at most `hops` entries; the first address that is no trusted proxy is the client.
 * Anything further left was written by the client and may be forged.
 */
export function forwardedClient(header: string | undefined, trust: ProxyTrust): string | undefined {
  const chain = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let client: string | undefined;
  for (let hop = 0; hop < trust.hops; hop++) {
    const entry = chain.pop();
    if (entry === undefined) break;
    client = entry;
    if (!trust.trusts(entry)) break;
  }
  return client;
}

/**
 * X-Forwarded-* count only when the peer is a trusted proxy; from any other peer (the gateway
 * reached directly) only the socket, which a client cannot forge.
 */
export function clientInfo(
  trust: ProxyTrust | undefined,
  peer: Peer,
  header: (name: string) => string | undefined,
  publicUrl: string,
): ClientInfo {
  const socket = peer.kind === 'socket' ? peer.address : undefined;
  const viaProxy =
    trust !== undefined && (peer.kind === 'in-process' || (socket !== undefined && trust.trusts(socket)));
  const forwarded = viaProxy ? forwardedClient(header('x-forwarded-for'), trust) : undefined;
  const ip = canonical(forwarded ?? socket ?? 'unknown');
  // The proto a proxy reports is its own link's; with several proxies the outermost speaks last.
  const proto = viaProxy ? header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const secure = proto ? proto === 'https' : publicUrl.startsWith('https:');
  return { ip, secure };
}
