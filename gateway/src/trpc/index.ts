export { answerCache } from './answer-cache.js';
export type { AppRouter } from './app-router.js';
export { appRouter } from './app-router.js';
export type { TrpcContext } from './context.js';
export { quietRefusals } from './errors.js';
export { checkTrpcRequest } from './request-checks.js';
