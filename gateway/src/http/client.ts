/** Who is calling from where: the client address (for rate limits) and whether the link is TLS. */
import type { IncomingMessage } from 'node:http';

export interface ClientInfo {
  ip: string;
  secure: boolean;
}

/**
 * Behind a trusted proxy the first X-Forwarded-For address and X-Forwarded-Proto count; otherwise
 * only the socket, which a client cannot forge.
 */
export function clientInfo(
  headers: Headers,
  incoming: IncomingMessage | undefined,
  trustProxy: boolean,
  publicUrl: string,
): ClientInfo {
  const forwardedFor = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = (trustProxy && forwardedFor) || incoming?.socket.remoteAddress || 'unknown';
  const forwardedProto = headers.get('x-forwarded-proto');
  const secure = trustProxy && forwardedProto ? forwardedProto === 'https' : publicUrl.startsWith('https:');
  return { ip, secure };
}
