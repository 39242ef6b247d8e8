export type { AppRouter } from './app-router.js';
export { appRouter } from './app-router.js';
export type { TrpcContext } from './context.js';
export { fixedAnswers } from './fixed-answers.js';
export { checkTrpcRequest } from './request-checks.js';
