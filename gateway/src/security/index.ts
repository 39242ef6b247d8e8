export type { QueueLoad } from './fair-queue.js';
export { FairQueue } from './fair-queue.js';
export {
  counted,
  ensureRateLimitIndexes,
  hit,
  LIMITS,
  record,
  release,
  reset,
  slowdownMs,
} from './rate-limit.js';
