/** Who is calling from where: the client address (for rate limits) and whether the link is TLS. */
import type { IncomingMessage } from 'node:http';

export interface ClientInfo {
  ip: string;
  secure: boolean;
}

export interface Forwarded {
  for: string | undefined;
  proto: string | undefined;
  /** How many proxies in front of the gateway are trusted (at least 1). */
  hops: number;
}

/**
 * The address the last trusted proxy saw. Each proxy appends the address it was called from, so
 * with N trusted proxies the client is the N-th entry from the right; anything further left was
 * written by the client and may be forged. With fewer entries than proxies, the leftmost is the
 * best any proxy saw.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (!header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The X-Forwarded-* headers count only behind a trusted proxy (`forwarded` given, with its
 * hops); otherwise only the socket, which a client cannot forge.
 */
export function clientInfo(
  forwarded: Forwarded | undefined,
  incoming: IncomingMessage | undefined,
  publicUrl: string,
): ClientInfo {
  const ip =
    forwardedClient(forwarded?.for, forwarded?.hops ?? 0) || incoming?.socket.remoteAddress || 'unknown';
  // The proto a proxy reports is its own link's; with several proxies the outermost speaks last.
  const proto = forwarded?.proto?.split(',')[0]?.trim();
  const secure = proto ? proto === 'https' : publicUrl.startsWith('https:');
  return { ip, secure };
}

/** Trusted proxy hops from the configuration: TRUST_PROXY_HOPS, else one for TRUST_PROXY=true. */
export function trustedHops(config: { TRUST_PROXY: boolean; TRUST_PROXY_HOPS?: number | undefined }): number {
  return config.TRUST_PROXY_HOPS ?? (config.TRUST_PROXY ? 1 : 0);
}
