/**
 * The embedded blobs keep each file's size and type in memory (fs-blobs.ts). The rule: once
 * writes and reads have settled, a stat through any instance says what the disk holds, however
 * puts, deletes and stats overlapped (two instances share a directory, as the gateway and its
 * workers do). Checked under generated sequences of overlapping operations.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FsBlobs } from './fs-blobs.js';

const KEY = 'tracks/a.mp3';

type Step = { kind: 'put'; size: number; type: string; by: 0 | 1 } | { kind: 'delete' | 'stat'; by: 0 | 1 };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('put' as const),
    size: fc.integer({ min: 1, max: 64 * 1024 }),
    type: fc.constantFrom('audio/mpeg', 'audio/ogg'),
    by: fc.constantFrom(0 as const, 1 as const),
  }),
  fc.record({
    kind: fc.constantFrom('delete' as const, 'stat' as const),
    by: fc.constantFrom(0 as const, 1 as const),
  }),
);

describe('embedded blobs: what they remember of a file', () => {
  it('never outlives the file: after overlapping puts, deletes and stats, a stat says what the disk holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        async (rounds) => {
          const root = mkdtempSync(join(tmpdir(), 'blobs-kept-'));
          const instances = [new FsBlobs(root), new FsBlobs(root)] as const;
          for (const round of rounds) {
            // The steps of a round run at once, overlapping; the rounds one after another.
            await Promise.all(
              round.map((s) => {
                const blobs = instances[s.by];
                if (s.kind === 'put') return blobs.put(KEY, Buffer.alloc(s.size, 1), { contentType: s.type });
                if (s.kind === 'delete') return blobs.delete(KEY);
                return blobs.stat(KEY);
              }),
            );
          }
          // What the disk holds, read by an instance in a process that remembers nothing is not
          // available here: the file itself is the truth.
          const onDisk = await instances[0].get(KEY).then(
            async (stream) => {
              let size = 0;
              for await (const chunk of stream) size += (chunk as Buffer).length;
              return size;
            },
            () => null,
          );
          for (const blobs of instances) expect((await blobs.stat(KEY))?.size ?? null).toBe(onDisk);
        },
      ),
      { numRuns: 60 },
    );
  });
});
