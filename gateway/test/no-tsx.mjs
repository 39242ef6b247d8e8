/**
 * Preloaded into the compiled product by compiled.test.ts: refuses to resolve tsx, so any
 * TypeScript still loaded at run time (a thread falling back to tsx's loader) fails the test.
 */
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'tsx' || specifier.startsWith('tsx/')) throw new Error('tsx loaded in production: ' + specifier);
  return next(specifier, context);
}`)}`,
);
