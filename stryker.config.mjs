/**
 * Mutation testing of the gateway's services and the workers: `pnpm mutate`. It is not part of
 * `pnpm verify`, `pnpm test` or CI; run it by hand after changing a service or its tests.
 *
 * One run covers both packages, so a gateway test can kill a mutant in a worker it starts. It
 * runs incrementally: `reports/stryker-incremental.json` (committed) keeps each mutant's result,
 * and a later run re-tests only the mutants whose code or covering tests changed. Commit the
 * updated file with the change that updated it.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
/**
 * A full run takes hours on two cores, so it can also run one area at a time:
 * `MUTATE_AREA=accounts pnpm mutate`, each area with its own incremental file
 * (`reports/stryker/<area>.json`, committed) and report (`reports/mutation/<area>.html`).
 */
const NOT_MUTATED = [
  '!gateway/src/**/*.test.ts',
  // Test helpers shared by a domain's tests (payment-fixtures.ts, guide-fixtures.ts): test code.
  '!gateway/src/**/*-fixtures.ts',
  // The edges (parse, call one service, map) and the folders' front doors (re-exports only).
  '!gateway/src/rest/**',
  '!gateway/src/trpc/**',
  '!gateway/src/**/index.ts',
  '!gateway/src/http/**',
  '!gateway/src/main.ts',
  '!workers/src/**/*.test.ts',
  // The worker process's entry, run as a child process by its test, where no mutant is switched on.
  '!workers/src/main.ts',
  // Run as a child process by crash.test.ts, where no mutant can be switched on.
  '!workers/src/**/*.fixture.ts',
];
const AREAS = {
  accounts: ['gateway/src/accounts/**/*.ts'],
  audio: ['gateway/src/audio/**/*.ts'],
  // The audio area in two halves, each a run that ends within half an hour or so: a mutant that
  // makes a stream hang costs a timeout and a new test runner, and Stryker keeps nothing of a run
  // it does not finish. Their incremental files started as copies of audio.json.
  'audio-streams': ['gateway/src/audio/{track*,blob-response,take-blobs,sample}.ts'],
  'audio-money': [
    'gateway/src/audio/{allowance*,audio.service,charges,city-pack,day,device,listen-charge,replays}.ts',
  ],
  services: [
    'gateway/src/*.ts',
    'gateway/src/{core,deps,catalog,newsletter,operator,quiz,reviews,security,seed,system,uploads}/**/*.ts',
  ],
  workers: ['workers/src/**/*.ts'],
  payments: ['gateway/src/{payments,plans}/**/*.ts'],
  marketplace: ['gateway/src/{guides,bookings,notifications,messages}/**/*.ts'],
  // The big areas again in parts that each end within an hour or so on two quiet cores (after
  // issue 25's moves `payments` alone had 1,215 mutants, about 1 h 40 min); their incremental
  // files started as copies of their area's.
  'services-catalog': ['gateway/src/{catalog,newsletter,quiz,reviews,uploads}/**/*.ts'],
  // services-catalog had 1,795 mutants to test after the moves (the catalog's drawings alone are
  // some 800 lines of shapes): in three parts, each an hour or less. Their incremental files
  // started as copies of services-catalog.json.
  'catalog-places': ['gateway/src/catalog/*.ts'],
  'catalog-art': ['gateway/src/catalog/art/**/*.ts'],
  'services-reviews': ['gateway/src/{newsletter,quiz,reviews,uploads}/**/*.ts'],
  'services-system': ['gateway/src/*.ts', 'gateway/src/{core,deps,operator,security,seed,system}/**/*.ts'],
  'payments-orders': [
    'gateway/src/payments/{captures,crediting,open-orders,order-store,orders,payment-check,pricing,purchasables,verification,webhook}.ts',
  ],
  'payments-records': [
    'gateway/src/payments/{currencies,money-format,personal-data,problems,receipts,reconciliation,refunds,sandbox-checkout,transaction-history,transaction-store}.ts',
  ],
  plans: ['gateway/src/plans/**/*.ts'],
  bookings: ['gateway/src/bookings/**/*.ts'],
  // `bookings` had 1,130 mutants to test after the moves, about two hours beside other work: its
  // halves each fit a quiet hour. Their incremental files started as copies of bookings.json.
  'bookings-requests': [
    'gateway/src/bookings/{answer-timeouts,booking-store,calendar,cancel,decisions,drafts,form-body,lapse-sweep,matching,negotiation,paid,pair-bookings,purchasable,slots}.ts',
  ],
  'bookings-after': [
    'gateway/src/bookings/{booking-mail,booking-mails,booking-view,decided-event,earnings,my-bookings,personal-data,reminders,review-window,reviewable,tour-review}.ts',
  ],
  guides: ['gateway/src/guides/**/*.ts'],
  // guides (some 1,500 lines) and services-system (some 1,800) in parts of an hour or less, as
  // services-catalog was; their incremental files started as copies of their whole's.
  'guides-profile': ['gateway/src/guides/!(demo-)*.ts'],
  'guides-demo': ['gateway/src/guides/demo-*.ts'],
  'services-operator': ['gateway/src/operator/**/*.ts'],
  'services-core': ['gateway/src/*.ts', 'gateway/src/{core,deps,security,seed,system}/**/*.ts'],
  'notifications-messages': ['gateway/src/{notifications,messages}/**/*.ts'],
};
const area = process.env.MUTATE_AREA;
if (area !== undefined && !(area in AREAS))
  throw new Error(`MUTATE_AREA must be one of ${Object.keys(AREAS).join(', ')}`);
const name = area ?? 'all';

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'stryker.vitest.config.ts' },
  mutate: [...(area ? AREAS[area] : ['gateway/src/**/*.ts', 'workers/src/**/*.ts']), ...NOT_MUTATED],
  // What the sandbox need not copy: the app, built output and `pnpm start`'s embedded data.
  ignorePatterns: ['/frontend', '**/dist', '/data', '/gateway/data', '/workers/data', '*.log'],
  coverageAnalysis: 'perTest',
  // A mutant reached only while modules load (a module-level constant) would need every related
  // test, some 150 of them at a few minutes a run, each: such mutants are left out of the score.
  ignoreStatic: true,
  // Two cores, shared with whoever else runs tests: raise it with `pnpm mutate --concurrency 2`.
  concurrency: 1,
  // A test run starts the whole gateway on embedded adapters; give a mutant that slows it room.
  timeoutMS: 10_000,
  // The marketplace parts' first run (every test of guides, bookings, messages, notifications and
  // reviews, with coverage per test) outlasted Stryker's five minutes beside another test run.
  dryRunTimeoutMinutes: 15,
  incremental: true,
  incrementalFile: area ? `reports/stryker/${area}.json` : 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 80, low: 60, break: null },
};
