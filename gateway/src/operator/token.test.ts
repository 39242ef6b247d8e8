/**
 * The operator file: written for its owner's eyes only, and read back as nothing when it is
 * missing, unreadable or not what the process writes; never seen half-written by a reader.
 */
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operatorPath, readOperatorFile, writeOperatorFile } from './token.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'operator-'));

describe('the operator file', () => {
  it('is written readable by its owner only, and read back whole', async () => {
    const dir = dataDir();
    const entry = { token: 'a'.repeat(64), port: 8080, pid: 4242 };
    await writeOperatorFile(dir, entry);
    expect(statSync(operatorPath(dir)).mode & 0o777).toBe(0o600);
    expect(await readOperatorFile(dir)).toEqual(entry);
  });

  it('reads as nothing when missing, not JSON, or of another shape', async () => {
    const dir = dataDir();
    expect(await readOperatorFile(dir)).toBeNull();
    writeFileSync(operatorPath(dir), '{ not json');
    expect(await readOperatorFile(dir)).toBeNull();
    writeFileSync(operatorPath(dir), JSON.stringify({ token: 'x', port: '8080', pid: 1 }));
    expect(await readOperatorFile(dir)).toBeNull();
  });

  it('is replaced whole: a reader while a start writes it finds the old entry or the new one', async () => {
    const dir = dataDir();
    const entry = (port: number) => ({ token: 'b'.repeat(64), port, pid: 4242 });
    await writeOperatorFile(dir, entry(1));
    const ports = new Set<number | null>();
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        if (i % 4 === 0) await writeOperatorFile(dir, entry(i + 2));
        else ports.add((await readOperatorFile(dir))?.port ?? null);
      }),
    );
    expect(ports.has(null)).toBe(false);
    expect(readdirSync(dir)).toEqual(['operator.json']);
  });
});
