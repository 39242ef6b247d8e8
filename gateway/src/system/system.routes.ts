/** Liveness and readiness for orchestrators and load balancers, and the site's public facts. */
import { SITE_INFO_PATH } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { siteInfo } from './site-info.js';

export function systemRoutes(deps: Deps): Hono {
  const routes = new Hono();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }));
  routes.get('/readyz', async (c) => {
    const checks = await deps.check();
    const ready = Object.values(checks).every((v) => v === 'ok');
    return c.json({ status: ready ? 'ready' : 'unavailable', checks }, ready ? 200 : 503);
  });
  // Configuration only changes with a restart; a few minutes of caching spares a call per page.
  routes.get(SITE_INFO_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(siteInfo(deps.config));
  });
  return routes;
}
