/**
 * The embedded blobs keep each file's size and type, and the bytes of small files lately read, in
 * memory (fs-blobs.ts). The rule: once writes and reads have settled, a stat or a read through any
 * instance says what the disk holds, however puts, deletes, stats and reads overlapped (two
 * instances share a directory, as the gateway and its workers do). Checked under generated
 * sequences of overlapping operations; and what is held stays within its bound.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blobBytesHeld, FsBlobs } from './fs-blobs.js';
import { BlobNotFoundError } from './port.js';

const KEY = 'tracks/a.mp3';

type Step =
  | { kind: 'put'; size: number; type: string; by: 0 | 1 }
  | { kind: 'delete' | 'stat' | 'get'; by: 0 | 1 };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('put' as const),
    size: fc.integer({ min: 1, max: 64 * 1024 }),
    type: fc.constantFrom('audio/mpeg', 'audio/ogg'),
    by: fc.constantFrom(0 as const, 1 as const),
  }),
  fc.record({
    kind: fc.constantFrom('delete' as const, 'stat' as const, 'get' as const),
    by: fc.constantFrom(0 as const, 1 as const),
  }),
);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A blob's bytes read through `blobs`, null for none. */
const readThrough = (blobs: FsBlobs, range?: { start: number; end: number }) =>
  blobs.get(KEY, range).then(bytesOf, (error: unknown) => {
    if (error instanceof BlobNotFoundError) return null;
    throw error;
  });

/** Bytes as a short comparable line (deep equality over a Buffer's every byte is slow). */
const summary = (bytes: Buffer | null) =>
  bytes === null ? null : `${bytes.length} bytes, ${createHash('sha1').update(bytes).digest('hex')}`;

/** What the disk holds, read without the blobs' memory. */
function onDisk(root: string): Buffer | null {
  try {
    return readFileSync(join(root, KEY));
  } catch {
    return null;
  }
}

describe('embedded blobs: what they remember of a file', () => {
  it('never outlives the file: after overlapping puts, deletes, stats and reads, each says what the disk holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        async (rounds) => {
          const root = mkdtempSync(join(tmpdir(), 'blobs-kept-'));
          const instances = [new FsBlobs(root), new FsBlobs(root)] as const;
          // Each put writes bytes of its own, so that bytes kept from an older file show.
          let puts = 0;
          for (const round of rounds) {
            // The steps of a round run at once, overlapping; the rounds one after another.
            await Promise.all(
              round.map((s) => {
                const blobs = instances[s.by];
                if (s.kind === 'put')
                  return blobs.put(KEY, Buffer.alloc(s.size, ++puts % 256), { contentType: s.type });
                if (s.kind === 'delete') return blobs.delete(KEY);
                if (s.kind === 'get') return readThrough(blobs);
                return blobs.stat(KEY);
              }),
            );
          }
          const disk = onDisk(root);
          for (const blobs of instances) {
            expect((await blobs.stat(KEY))?.size ?? null).toBe(disk?.length ?? null);
            expect(summary(await readThrough(blobs))).toBe(summary(disk));
            // Twice: the second read may come from memory, and must say the same, ranges too.
            expect(summary(await readThrough(blobs))).toBe(summary(disk));
            if (disk !== null && disk.length > 2)
              expect(summary(await readThrough(blobs, { start: 1, end: disk.length - 2 }))).toBe(
                summary(disk.subarray(1, disk.length - 1)),
              );
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('holds at most 32 MiB of files in memory, the least lately read going first', async () => {
    const root = mkdtempSync(join(tmpdir(), 'blobs-held-'));
    const blobs = new FsBlobs(root);
    const MiB = 2 ** 20;
    for (let i = 0; i < 12; i++) {
      await blobs.put(`tracks/${i}.mp3`, Buffer.alloc(3 * MiB, i), { contentType: 'audio/mpeg' });
      await bytesOf(await blobs.get(`tracks/${i}.mp3`));
      expect(blobBytesHeld()).toBeLessThanOrEqual(32 * MiB);
    }
    expect(blobBytesHeld()).toBeGreaterThan(28 * MiB);
    // A file over 4 MiB is streamed from disk, never held.
    const before = blobBytesHeld();
    await blobs.put('tracks/long.mp3', Buffer.alloc(5 * MiB, 1), { contentType: 'audio/mpeg' });
    expect((await bytesOf(await blobs.get('tracks/long.mp3'))).length).toBe(5 * MiB);
    expect(blobBytesHeld()).toBe(before);
  });
});
