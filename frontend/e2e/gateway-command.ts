/**
 * How the browser tests run the gateway's entry points (the product, `pnpm admin`): the compiled
 * build when it is newer than every source it was built from, as `pnpm verify` leaves it, else the
 * sources through tsx. Compiled, a product starts without transpiling some 600 files first: that
 * was a second or more of CPU per start, paid by every browser test file. A build's time is its
 * `.tsbuildinfo`'s (the incremental build rewrites only the outputs whose source changed).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const gatewayDir = join(root, 'gateway');

/** The packages the gateway runs, each built into its `dist`. */
const PACKAGES = ['contracts', 'infra', 'workers', 'gateway'] as const;
/** What a package's build leaves out (tsconfig.build.json): changing them needs no new build. */
const NOT_BUILT = /(\.test|\.fixture|-fixtures)\.ts$/;

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !NOT_BUILT.test(entry.name))
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function builtTime(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

let fresh: boolean | undefined;

/** Whether every package's build is newer than its sources (asked once per test process). */
export function compiledIsFresh(): boolean {
  fresh ??= PACKAGES.every((name) => {
    const pkg = join(root, name);
    return builtTime(join(pkg, 'dist', '.tsbuildinfo')) > newestSource(join(pkg, 'src'));
  });
  return fresh;
}

/** Node's arguments to run `entry` (a path under gateway/src without its extension), from gatewayDir. */
export function gatewayArgs(entry: string): string[] {
  return compiledIsFresh()
    ? ['--conditions=app-compiled', `dist/${entry}.js`]
    : ['--import', 'tsx', `src/${entry}.ts`];
}
