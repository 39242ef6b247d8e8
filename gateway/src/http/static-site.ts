/**
 * Serves the built frontend: hashed assets cached for a year, index.html for every route of the
 * app (404 status for paths the app does not have, so crawlers and monitors see the truth).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SPA_ROUTES } from '@app/contracts';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const appRoutes = new Set(SPA_ROUTES);

export function mountStaticSite<E extends Env>(app: Hono<E>, dist: string | null): void {
  let index: Promise<string | null> | undefined;
  const indexHtml = () => {
    index ??=
      dist === null ? Promise.resolve(null) : readFile(join(dist, 'index.html'), 'utf8').catch(() => null);
    return index;
  };

  app.use('*', async (c, next) => {
    await next();
    const hashedAsset = c.res.status === 200 && c.req.path.startsWith('/assets/');
    c.res.headers.set('Cache-Control', hashedAsset ? IMMUTABLE : REVALIDATE);
  });
  if (dist !== null) {
    const files = serveStatic({ root: dist });
    // Files are read, never written: other methods go on to the routes below.
    app.use('*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? files(c, next) : next()));
  }
  // What a page allows, with no body (a file's length announced with no file is a broken answer).
  app.options('*', (c) => c.body(null, 204, { Allow: 'GET, HEAD, OPTIONS' }));

  app.get('*', async (c) => {
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    if (path.startsWith('/assets/')) return c.text('Not found', 404);
    const html = await indexHtml();
    if (html === null) {
      return c.text('The web app is not built. Run `pnpm build` (or `pnpm start`, which builds it).', 503);
    }
    return c.html(html, appRoutes.has(path) ? 200 : 404);
  });
}
