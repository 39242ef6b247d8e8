export type { Deps } from './deps.js';
