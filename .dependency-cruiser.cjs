/**
 * The gateway's passages (issue 25): a folder is entered only through its front door, its
 * `index.ts`, and no folder depends on itself through others. Tests may look inside the folder
 * they test, so they are not cruised. `pnpm lint` runs this after biome.
 */
const SRC = '^gateway/src/';

module.exports = {
  forbidden: [
    {
      name: 'side-door',
      comment:
        "Another folder's inner file: import its index.ts, and export there what others may use (services and read-only views).",
      severity: 'error',
      from: { path: `${SRC}([^/]+)/` },
      to: { path: `${SRC}[^/]+/`, pathNot: [`${SRC}$1/`, `${SRC}[^/]+/index\\.ts$`] },
    },
    {
      name: 'side-door-from-root',
      comment: 'The composition root also enters a folder through its index.ts.',
      severity: 'error',
      from: { path: `${SRC}[^/]+\\.ts$` },
      to: { path: `${SRC}[^/]+/`, pathNot: `${SRC}[^/]+/index\\.ts$` },
    },
    {
      name: 'folder-cycle',
      comment:
        'Folders depend one way: break the cycle with a registry filled at composition (see deps-factory.ts).',
      severity: 'error',
      scope: 'folder',
      from: { path: `${SRC}[^/]+` },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: SRC,
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
  },
};
