/** Who is calling from where: the client address (for rate limits) and whether the link is TLS. */
import type { IncomingMessage } from 'node:http';

export interface ClientInfo {
  ip: string;
  secure: boolean;
}

/**
 * Behind a trusted proxy (`forwarded` given) the first X-Forwarded-For address and
 * X-Forwarded-Proto count; otherwise only the socket, which a client cannot forge.
 */
export function clientInfo(
  forwarded: { for: string | undefined; proto: string | undefined } | undefined,
  incoming: IncomingMessage | undefined,
  publicUrl: string,
): ClientInfo {
  const forwardedFor = forwarded?.for?.split(',')[0]?.trim();
  const ip = forwardedFor || incoming?.socket.remoteAddress || 'unknown';
  const secure = forwarded?.proto ? forwarded.proto === 'https' : publicUrl.startsWith('https:');
  return { ip, secure };
}
