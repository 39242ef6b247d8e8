/**
 * Production runs what `pnpm build` compiled, with plain `node` (no tsx): the entry, every
 * package it imports and the speech threads must all load as JavaScript. `pnpm verify` builds
 * before it tests; run `pnpm build` first when running this file alone.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductProcess } from './product-process.js';

const GATEWAY = fileURLToPath(new URL('..', import.meta.url));
const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
const NO_TSX = fileURLToPath(new URL('./no-tsx.mjs', import.meta.url));

let product: ProductProcess | undefined;
afterEach(async () => {
  await product?.stop();
});

describe('the compiled product (pnpm start)', () => {
  it('is what `pnpm start` runs: node on dist/, with tsx only a development tool', () => {
    const pkg = JSON.parse(readFileSync(join(GATEWAY, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(pkg.scripts.start).toMatch(/^node --conditions=app-compiled .*dist\/main\.js$/);
    expect(pkg.dependencies).not.toHaveProperty('tsx');
  });

  it('starts from dist/ and narrates on its speech threads without TypeScript', async () => {
    expect(existsSync(join(GATEWAY, 'dist', 'main.js')), 'run `pnpm build` first').toBe(true);
    product = new ProductProcess(
      mkdtempSync(join(tmpdir(), 'compiled-')),
      FRONTEND_DIST,
      { NODE_OPTIONS: `--import=${NO_TSX}` },
      'compiled',
    );
    await product.start();
    const origin = product.baseUrl;
    const res = await fetch(`${origin}/api/synthesize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ text: 'Welcome to Agra. The fort is red.', language: 'en-US' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(await product.stop()).toBe(0);
    product = undefined;
  }, 120_000);
});
