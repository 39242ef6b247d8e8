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

/**
 * With MUTATE_AREA, a mutant is tested by its own domain's tests only: the others are left out
 * (paths relative to each package; a package with none of the area's tests is not run). Otherwise a
 * mutant in a module every request passes through (sessions, the actor) is covered by nearly every
 * test file, and each such mutant costs a whole suite run. Patterns are exclusions because a
 * project's `include` adds to the one it extends rather than replacing it.
 */
const EVERY_TEST = ['**/*.test.ts'];
const AREA_EXCLUDES: Record<string, { gateway: string[]; workers: string[] }> = {
  accounts: { gateway: ['src/*.test.ts', 'src/!(accounts)/**', 'test/**'], workers: EVERY_TEST },
  audio: { gateway: ['src/*.test.ts', 'src/!(audio)/**', 'test/**'], workers: EVERY_TEST },
  'audio-streams': { gateway: ['src/*.test.ts', 'src/!(audio)/**', 'test/**'], workers: EVERY_TEST },
  'audio-money': { gateway: ['src/*.test.ts', 'src/!(audio)/**', 'test/**'], workers: EVERY_TEST },
  services: {
    gateway: ['src/{accounts,audio,payments,plans,guides,bookings,notifications}/**', 'test/**'],
    workers: EVERY_TEST,
  },
  workers: { gateway: EVERY_TEST, workers: [] },
  payments: { gateway: ['src/*.test.ts', 'src/!(payments|plans)/**', 'test/**'], workers: EVERY_TEST },
  marketplace: {
    gateway: [
      'src/*.test.ts',
      'src/!(guides|bookings|notifications|messages|reviews)/**',
      'src/reviews/!(guide-)*',
      'test/**',
    ],
    workers: ['src/*.test.ts', 'src/!(notifications)/**'],
  },
};
// The parts of the big areas (stryker.config.mjs) run their area's tests: without an entry a part
// would run every suite, and its first run outlasts Stryker's five minutes.
const PARTS_OF: Record<string, string> = {
  'services-catalog': 'services',
  'catalog-places': 'services',
  'catalog-art': 'services',
  'services-reviews': 'services',
  'services-system': 'services',
  'services-operator': 'services',
  'services-core': 'services',
  'payments-orders': 'payments',
  'payments-records': 'payments',
  plans: 'payments',
  bookings: 'marketplace',
  'bookings-requests': 'marketplace',
  'bookings-after': 'marketplace',
  guides: 'marketplace',
  'guides-profile': 'marketplace',
  'guides-demo': 'marketplace',
  'notifications-messages': 'marketplace',
};
for (const [part, area] of Object.entries(PARTS_OF)) {
  const excludes = AREA_EXCLUDES[area];
  if (excludes) AREA_EXCLUDES[part] = excludes;
}
const areaExcludes = AREA_EXCLUDES[process.env.MUTATE_AREA ?? ''];
const packages = (['gateway', 'workers'] as const).filter((name) => areaExcludes?.[name] !== EVERY_TEST);

export default defineConfig({
  test: {
    projects: packages.map((name) => ({
      extends: here(`./${name}/vitest.config.ts`),
      root: here(`./${name}`),
      resolve: { alias },
      test: {
        // As the scores were measured: each file loads the (mutated) modules afresh.
        isolate: true,
        // The crash harness drives the product in child processes, where no mutant is switched on.
        exclude: [...configDefaults.exclude, 'test/crash/**', ...(areaExcludes?.[name] ?? [])],
      },
    })),
  },
});
