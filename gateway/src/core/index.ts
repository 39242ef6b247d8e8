export { AppError, DEFAULT_CODE, ERROR_STATUS, retryLaterError } from './errors.js';
export { emit } from './events.js';
export type { Ports } from './ports.js';
