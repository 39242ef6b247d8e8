/**
 * The passages between the gateway's folders (issue 25), as `pnpm lint` checks them with
 * dependency-cruiser and the repository's own rules: a small tree per case, cruised with
 * `.dependency-cruiser.cjs`, and the real tree clean.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** What the rules say of a tree (paths from the tree's root, which holds `gateway/src`). */
async function cruise(cwd: string): Promise<Violation[]> {
  const args = ['--config', CONFIG, '--output-type', 'json', 'gateway/src'];
  // depcruise exits non-zero when it finds errors; its JSON is on stdout either way.
  const out = await promisify(execFile)(DEPCRUISE, args, { cwd, maxBuffer: 64 << 20 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(out.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A tree of files under `gateway/src`, given as path → contents. */
async function tree(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'front-doors-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, 'gateway/src', path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return dir;
}

const names = (violations: Violation[]) =>
  violations.map(
    (v) => `${v.rule.name}: ${v.from.replace('gateway/src/', '')} → ${v.to.replace('gateway/src/', '')}`,
  );

const PAYMENTS = {
  'payments/refunds.ts': 'export const refund = 1;\n',
  'payments/index.ts': "export { refund } from './refunds.js';\n",
};

describe('the lint check of the gateway’s folders', () => {
  it('refuses an import of another folder’s inner file, and takes its front door', async () => {
    const sideDoor = await tree({
      ...PAYMENTS,
      'bookings/cancel.ts': "import { refund } from '../payments/refunds.js';\nexport const c = refund;\n",
    });
    expect(names(await cruise(sideDoor))).toEqual(['side-door: bookings/cancel.ts → payments/refunds.ts']);

    const frontDoor = await tree({
      ...PAYMENTS,
      'bookings/cancel.ts': "import { refund } from '../payments/index.js';\nexport const c = refund;\n",
    });
    expect(await cruise(frontDoor)).toEqual([]);
  });

  it('holds the composition root to the front doors too, and lets tests look inside', async () => {
    const dir = await tree({
      ...PAYMENTS,
      'compose.ts': "import { refund } from './payments/refunds.js';\nexport const r = refund;\n",
      'bookings/cancel.test.ts':
        "import { refund } from '../payments/refunds.js';\nexport const t = refund;\n",
    });
    expect(names(await cruise(dir))).toEqual(['side-door-from-root: compose.ts → payments/refunds.ts']);
  });

  it('refuses folders that depend on each other, even through their front doors', async () => {
    const dir = await tree({
      ...PAYMENTS,
      'payments/crediting.ts': "import { paid } from '../bookings/index.js';\nexport const p = paid;\n",
      'bookings/paid.ts': "import { refund } from '../payments/index.js';\nexport const paid = refund;\n",
      'bookings/index.ts': "export { paid } from './paid.js';\n",
    });
    const rules = new Set((await cruise(dir)).map((v) => v.rule.name));
    expect([...rules]).toEqual(['folder-cycle']);
  });

  it('finds the gateway as it is clean', async () => {
    expect(names(await cruise(ROOT))).toEqual([]);
  });
});
