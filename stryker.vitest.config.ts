/**
 * The Vitest configuration that `pnpm mutate` (Stryker, see stryker.config.mjs) runs: the gateway's
 * and the workers' suites only, as their own configs define them.
 *
 * Stryker copies the repository into `.stryker-tmp/sandbox-*` but links each package's
 * node_modules to the real one, where `@app/*` are links to the work tree. Without the aliases
 * below, a gateway test in the sandbox would import the work tree's (unmutated) workers, infra
 * and contracts; with them every `@app/*` import stays inside the sandbox that holds this file.
 */
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

const alias = [
  { find: /^@app\/contracts$/, replacement: here('./contracts/src/index.ts') },
  { find: /^@app\/infra$/, replacement: here('./infra/src/index.ts') },
  { find: /^@app\/workers$/, replacement: here('./workers/src/index.ts') },
];

export default defineConfig({
  test: {
    projects: ['gateway', 'workers'].map((name) => ({
      extends: here(`./${name}/vitest.config.ts`),
      root: here(`./${name}`),
      resolve: { alias },
      // The crash harness drives the product in child processes, where no mutant is switched on.
      test: { exclude: [...configDefaults.exclude, 'test/crash/**'] },
    })),
  },
});
