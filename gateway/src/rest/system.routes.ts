/** Liveness, readiness and metrics for orchestrators, load balancers and Prometheus; the site's public facts. */
import { SITE_INFO_PATH } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../deps/index.js';
import { createMetrics, siteInfo } from '../system/index.js';

export function systemRoutes(deps: Deps): Hono {
  const routes = new Hono();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }));
  routes.get('/readyz', async (c) => {
    const checks = await deps.check();
    const ready = Object.values(checks).every((v) => v === 'ok');
    return c.json({ status: ready ? 'ready' : 'unavailable', checks }, ready ? 200 : 503);
  });
  const metrics = createMetrics(deps);
  routes.get('/metrics', async (c) => {
    c.header('Content-Type', metrics.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.render());
  });
  // Configuration only changes with a restart; a few minutes of caching spares a call per page.
  routes.get(SITE_INFO_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(siteInfo(deps.config));
  });
  return routes;
}
