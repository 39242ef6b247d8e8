/** A stored audio file as an HTTP answer: whole or one byte range, cacheable as the caller says. */
import type { BlobInfo } from '@app/infra';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { Ports } from '../core/index.js';
import { type AppEnv, parseRange } from '../http/index.js';

export async function blobResponse(
  deps: Pick<Ports, 'blobs'>,
  c: Context<AppEnv>,
  key: string,
  info: BlobInfo,
  cacheControl: string,
): Promise<Response> {
  const range = parseRange(c.req.header('range'), info.size);
  c.header('Accept-Ranges', 'bytes');
  c.header('Content-Type', info.contentType);
  c.header('Cache-Control', cacheControl);
  if (range.kind === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${info.size}`);
    return c.body(null, 416);
  }
  const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
  c.header('Content-Length', String(part ? part.end - part.start + 1 : info.size));
  if (part) c.header('Content-Range', `bytes ${part.start}-${part.end}/${info.size}`);
  c.status(part ? 206 : 200);
  const body = await deps.blobs.get(key, part);
  return stream(c, async (out) => {
    for await (const chunk of body) await out.write(chunk as Uint8Array);
  });
}
