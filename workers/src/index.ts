export { renderMail } from './mail/templates.js';
export { startWorkers, type Workers } from './runtime.js';
