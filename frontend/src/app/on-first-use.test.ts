/**
 * Formatters are made when first used, not when their module loads: the first Intl object a page
 * makes loads the browser's locale data, which fell inside the task evaluating a page's chunks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes once and keeps it, undefined included', () => {
    let made = 0;
    const value = onFirstUse(() => {
      made += 1;
      return undefined;
    });
    expect(made).toBe(0);
    expect(value()).toBeUndefined();
    expect(value()).toBeUndefined();
    expect(made).toBe(1);
  });

  it('is how every module makes its Intl formatters: none is made at a module’s top', () => {
    const atTop = sources(SRC).filter((file) =>
      /^(?:export )?(?:const|let) \w+ = new Intl\./m.test(readFileSync(file, 'utf8')),
    );
    expect(atTop).toEqual([]);
  });
});
