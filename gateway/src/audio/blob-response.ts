/** A stored audio file as an HTTP answer: whole or one byte range, cacheable as the caller says. */
import { pipeline } from 'node:stream/promises';
import type { BlobInfo } from '@app/infra';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { Ports } from '../core/index.js';
import { type AppEnv, baseHeaderRecord, parseRange } from '../http/index.js';

export async function blobResponse(
  deps: Pick<Ports, 'blobs'>,
  c: Context<AppEnv>,
  key: string,
  info: BlobInfo,
  cacheControl: string,
): Promise<Response> {
  const range = parseRange(c.req.header('range'), info.size);
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'content-type': info.contentType,
    'cache-control': cacheControl,
  };
  if (range.kind === 'unsatisfiable') {
    headers['content-range'] = `bytes */${info.size}`;
    return c.body(null, 416, headers);
  }
  const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
  headers['content-length'] = String(part ? part.end - part.start + 1 : info.size);
  if (part) headers['content-range'] = `bytes ${part.start}-${part.end}/${info.size}`;
  const status = part ? 206 : 200;
  const body = await deps.blobs.get(key, part);
  const outgoing = c.env?.outgoing;
  if (outgoing) {
    // Straight from the file to the socket: through a web stream, the first bytes waited on the
    // adapter's timers (a cached track's first byte took twice a bare server's).
    outgoing.writeHead(status, { ...(await baseHeaderRecord()), ...headers });
    // A listener gone mid-file is no failure: the pipeline closes the file.
    pipeline(body, outgoing).catch(() => {});
    return RESPONSE_ALREADY_SENT;
  }
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  c.status(status);
  return stream(c, async (out) => {
    for await (const chunk of body) await out.write(chunk as Uint8Array);
  });
}
