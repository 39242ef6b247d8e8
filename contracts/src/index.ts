export * from './accounts.js';
export * from './business.js';
export * from './events.js';
export * from './languages.js';
export * from './messages.js';
export * from './schemas.js';
export * from './site.js';
export * from './validation.js';
