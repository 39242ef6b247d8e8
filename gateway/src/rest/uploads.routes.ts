/** Serves uploaded files under /uploads/<name>; names are random, so they may be cached forever. */
import { MESSAGES } from '@app/contracts';
import { BlobNotFoundError } from '@app/infra';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { AppError } from '../core/index.js';
import type { Deps } from '../deps/index.js';
import type { AppEnv } from '../http/index.js';
import { UPLOAD_NAME } from '../uploads/index.js';

export function uploadRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/uploads/:name', async (c) => {
    const name = c.req.param('name');
    const info = UPLOAD_NAME.test(name) ? await deps.blobs.stat(`uploads/${name}`) : null;
    if (!info) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    c.header('Content-Type', info.contentType);
    c.header('Content-Length', String(info.size));
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Disposition', 'inline');
    return stream(c, async (out) => {
      try {
        for await (const chunk of await deps.blobs.get(`uploads/${name}`))
          await out.write(chunk as Uint8Array);
      } catch (error) {
        if (!(error instanceof BlobNotFoundError)) throw error;
      }
    });
  });
  return r;
}
