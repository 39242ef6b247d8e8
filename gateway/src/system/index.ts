export { createMetrics } from './metrics.js';
export type { Periodic } from './periodic.js';
export { runEvery } from './periodic.js';
export { lastNumber, nextNumber, setLastNumber } from './sequences.js';
export { siteInfo } from './site-info.js';
