/**
 * The embedded store's load reads datafiles with its own reader (datafile-read.ts). The rule: it
 * reads any file into exactly what nedb's own reader reads, documents, dates, indexes and refusal
 * alike, however the file is cut into chunks. Checked under generated files against nedb itself.
 */
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import Datastore from '@seald-io/nedb';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DatafileContents, deserializeLine, readDatafile } from './datafile-read.js';

const require = createRequire(import.meta.url);
const nedbModel = require('@seald-io/nedb/lib/model.js') as {
  serialize(doc: unknown): string;
  deserialize(line: string): unknown;
};

/** A value as a datafile line holds it: dates as `{"$$date": ms}`, any key allowed (damage included). */
function asLine(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $$date: raw.getTime() } : v;
  });
}

/** nedb's own reading of the same chunks. */
function nedbReads(chunks: readonly string[], threshold: number): Promise<DatafileContents> {
  const db = new Datastore({ inMemoryOnly: true, corruptAlertThreshold: threshold });
  const persistence = db.persistence as unknown as {
    treatRawStreamAsync(stream: Readable): Promise<DatafileContents>;
  };
  return persistence.treatRawStreamAsync(Readable.from(chunks));
}

/** What a read gives, or the message it refuses with. */
const outcome = (reading: Promise<DatafileContents>) =>
  reading.then(
    (contents) => ({ contents }),
    (error: unknown) => ({ refused: error instanceof Error ? error.message : String(error) }),
  );

/** Any value a document holds, dates included, under keys that come near nedb's own. */
const { value: anyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null)),
    fc.date(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', '$$date', '__proto__', 'when', '0', '12'), tie('value'), {
      maxKeys: 4,
    }),
  ),
}));

/** A datafile line: a document's state or removal, an index declared or removed, or damage. */
const line = fc.oneof(
  fc
    .record({
      _id: fc.oneof(
        fc.constantFrom('a', 'b', '7', '12', 'c', '__proto__', '01', '4294967295'),
        fc.constantFrom(3, 0),
      ),
      body: fc.dictionary(fc.constantFrom('x', 'at'), anyValue),
    })
    .map(({ _id, body }) => asLine({ ...body, _id })),
  fc
    .constantFrom<unknown>('a', 'b', '7', '__proto__', 3)
    .map((_id) => nedbModel.serialize({ _id, $$deleted: true })),
  fc
    .record({ fieldName: fc.constantFrom('x', 'at', 'x,at'), unique: fc.boolean() })
    .map((index) => nedbModel.serialize({ $$indexCreated: index })),
  fc.constantFrom('x', 'at').map((fieldName) => nedbModel.serialize({ $$indexRemoved: fieldName })),
  fc.constantFrom('null', '5', '"text"', '{"_id":', '{"$$indexCreated":{}}', '{"_id":0}', '[1]'),
  fc.json(),
);

const BREAKS = ['\n', '\r\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029', '\n\n'];

/** The lines joined by any of nedb's line breaks, cut into chunks anywhere. */
const datafile = fc
  .tuple(
    fc.array(fc.tuple(line, fc.constantFrom(...BREAKS)), { maxLength: 12 }),
    fc.array(fc.nat(), { maxLength: 6 }),
  )
  .map(([lines, cuts]) => {
    const text = lines.map(([l, end]) => l + end).join('');
    const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
    return [0, ...at].map((from, i) => text.slice(from, at[i] ?? text.length)).filter((c) => c !== '');
  });

/**
 * A file as a compaction writes it, each id once in ascending order (the reader's fast case), with
 * at most two other lines anywhere: a repeat, a removal, an array index, an id out of order.
 */
const compacted = fc
  .tuple(
    fc.uniqueArray(fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('7', '12', '01', '__proto__')), {
      maxLength: 10,
    }),
    fc.array(fc.tuple(fc.nat(), line), { maxLength: 2 }),
  )
  .map(([ids, others]) => {
    const lines = [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((_id, n) => asLine({ _id, n }));
    for (const [at, other] of others) lines.splice(at % (lines.length + 1), 0, other);
    return [lines.map((l) => `${l}\n`).join('')];
  });

describe('reading a datafile as nedb does', () => {
  it('reads any line into what nedb reads, dates in place, or throws as nedb does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyValue.map((v) => asLine({ v })),
          fc.json(),
          fc.string(),
        ),
        (text) => {
          const ours = (() => {
            try {
              return { value: deserializeLine(text) };
            } catch {
              return 'unreadable';
            }
          })();
          const theirs = (() => {
            try {
              return { value: nedbModel.deserialize(text) };
            } catch {
              return 'unreadable';
            }
          })();
          expect(ours).toStrictEqual(theirs);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('revives a date at any depth, inside a date too, and a key named __proto__ stays a key', () => {
    const line =
      '{"_id":"a","at":{"$$date":0},"list":[{"$$date":86400000}],"twice":{"$$date":{"$$date":5}},"__proto__":{"$$date":1}}';
    const doc = deserializeLine(line) as Record<string, unknown>;
    expect(doc.at).toEqual(new Date(0));
    expect(doc.list).toEqual([new Date(86_400_000)]);
    expect(Object.getPrototypeOf(doc)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(doc, '__proto__')?.value).toEqual(new Date(1));
    expect(doc).toStrictEqual(nedbModel.deserialize(line));
  });

  it('revives only the keys a line holds, even where Object.prototype was given an enumerable one', () => {
    Object.defineProperty(Object.prototype, 'polluted', {
      value: { $$date: 1 },
      enumerable: true,
      configurable: true,
      writable: true,
    });
    try {
      const doc = deserializeLine('{"_id":"a","at":{"$$date":0}}') as Record<string, unknown>;
      expect(Object.keys(doc)).toEqual(['_id', 'at']);
      expect(doc.at).toEqual(new Date(0));
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });

  it('reads any file, however it is cut, into the documents and indexes nedb reads, or refuses it as nedb does', async () => {
    await fc.assert(
      fc.asyncProperty(datafile, fc.constantFrom(0, 0.25, 1), async (chunks, threshold) => {
        const ours = await outcome(readDatafile(Readable.from(chunks), threshold));
        expect(ours).toStrictEqual(await outcome(nedbReads(chunks, threshold)));
      }),
      { numRuns: 400 },
    );
  });

  it('reads a compacted file, ids ascending, into what nedb reads, whatever line breaks the order', async () => {
    await fc.assert(
      fc.asyncProperty(compacted, async (chunks) => {
        const ours = await outcome(readDatafile(Readable.from(chunks), 1));
        expect(ours).toStrictEqual(await outcome(nedbReads(chunks, 1)));
      }),
      { numRuns: 400 },
    );
  });
});
