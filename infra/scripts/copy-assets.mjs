/**
 * The compiled infra (dist/) reads what sits beside its code: the places' data and the worker
 * threads' plain-JavaScript entries. tsc emits only the TypeScript, so the rest is copied after it.
 */
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src', import.meta.url));
const dist = fileURLToPath(new URL('../dist', import.meta.url));
cpSync(src, dist, {
  recursive: true,
  filter: (path) => !/\.(test\.)?tsx?$/.test(path) && !/\.test\./.test(path),
});
