export { createApp } from './app.js';
export type { Deps } from './deps.js';
export type { AppRouter } from './trpc/app-router.js';
