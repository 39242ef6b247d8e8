/**
 * What pages need before their handler. The request id and log line are added around the app
 * (serve-fetch.ts); API bodies are limited where they are read (read-json.ts), and who is calling
 * is worked out on first use (request-context.ts): no middleware layer on the API's hot path.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { securityHeaders } from './security.js';

/** Pages and other documents: the full hardening set, with the content security policy. */
export const pageEdge = (): MiddlewareHandler<AppEnv> => securityHeaders();
