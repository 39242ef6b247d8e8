/** Liveness and readiness for orchestrators and load balancers. */
import { Hono } from 'hono';
import type { Deps } from '../deps.js';

export function systemRoutes(deps: Deps): Hono {
  const routes = new Hono();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }));
  routes.get('/readyz', async (c) => {
    const checks = await deps.check();
    const ready = Object.values(checks).every((v) => v === 'ok');
    return c.json({ status: ready ? 'ready' : 'unavailable', checks }, ready ? 200 : 503);
  });
  return routes;
}
