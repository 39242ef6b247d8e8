export { createApp } from './app.js';
export type { Deps } from './deps/index.js';
export type { AppRouter } from './trpc/index.js';
