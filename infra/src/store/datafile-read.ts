/**
 * nedb's load, minus its costs: with a year of history the embedded store spent most of its
 * start-up there. nedb parses each line with a JSON reviver called for every value, and hands each
 * line through a promise chain, sixteen lines per event-loop turn. This reads the same lines into
 * the same documents and indexes (datafile-read.test.ts checks it against nedb's own reader):
 * plain JSON.parse, dates revived by one walk, lines taken synchronously.
 */
import type { Readable } from 'node:stream';

/** Where nedb's line reader (lib/byline.js) ends a line; empty lines are skipped. */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;
/** The breaks other than `\n`: a text without any is split by the plain string, several times faster. */
const RARE_BREAKS = ['\r', '\v', '\f', '\u0085', '\u2028', '\u2029'];
/** Whether `text` holds a rare break: a search per break is ten times faster than one class in a regular expression. */
const holdsRareBreak = (text: string) => RARE_BREAKS.some((mark) => text.includes(mark));

/**
 * `value` (an object or array) with what it holds revived, itself kept, as nedb's reviver leaves a
 * value before it is handed to its parent: every value under a `$$date` key becomes
 * `new Date(value)`. `for...in` lists an object's keys without the array Object.keys makes for each
 * object.
 */
function reviveWithin(value: object): object {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner: unknown = value[i];
      if (inner !== null && typeof inner === 'object') value[i] = revive(inner);
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    // Keys a polluted Object.prototype would add to the walk are not the line's.
    if (!Object.hasOwn(record, key)) continue;
    const inner = record[key];
    const isObject = inner !== null && typeof inner === 'object';
    // Every key is already the record's own (JSON.parse made it so): even __proto__ is set as a key.
    if (key === '$$date') record[key] = new Date((isObject ? reviveWithin(inner) : inner) as number);
    else if (isObject) record[key] = revive(inner);
  }
  return record;
}

/** A datafile line's object as nedb's reviver makes it: an object with a `$$date` becomes that date. */
function revive(value: object): unknown {
  const revived = reviveWithin(value);
  if (Array.isArray(revived)) return revived;
  const date = (revived as Record<string, unknown>).$$date;
  return date ? date : revived;
}

/** One datafile line as nedb's `model.deserialize` reads it; throws on a line it cannot read. */
export function deserializeLine(line: string): unknown {
  const value: unknown = JSON.parse(line);
  return value !== null && typeof value === 'object' ? revive(value) : value;
}

/** What nedb's load takes from a datafile: each document's last state and the indexes it declares. */
export interface DatafileContents {
  data: object[];
  indexes: Record<string, object>;
}

/** An id a plain object keeps first, in numeric order: a canonical array index. */
const isArrayIndex = (key: string) => {
  const first = key.charCodeAt(0);
  // Most ids start with a letter: the test every document's id takes stays one comparison.
  if (!(first >= 48 && first <= 57)) return false;
  return /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;
};

/**
 * Documents by id as nedb keeps them, in a plain object, whose values come out array-index ids
 * first (ascending), then the others in the order first set; a Map, which a hundred thousand ids
 * fill several times faster, read back in that same order. A file as a compaction writes it, every
 * id once and in ascending order, needs neither: while each id is above the last (so none
 * repeats) and none is an array index, the documents are kept in a list, in that same order.
 */
class DocsById {
  private readonly inOrder: object[] = [];
  private last: string | undefined;
  private docs: Map<string, object> | undefined;
  private indexLike = false;

  /** The Map, from the list kept so far, once an id breaks the ascending order. */
  private byId(): Map<string, object> {
    if (this.docs === undefined) {
      this.docs = new Map();
      for (const doc of this.inOrder) this.docs.set(String((doc as { _id: unknown })._id), doc);
    }
    return this.docs;
  }

  set(id: string, doc: object): void {
    // Set on a plain object, __proto__ replaces its prototype: nedb's load never lists that document.
    if (id === '__proto__') return;
    if (this.docs === undefined && (this.last === undefined || id > this.last) && !isArrayIndex(id)) {
      this.inOrder.push(doc);
      this.last = id;
      return;
    }
    if (!this.indexLike && isArrayIndex(id)) this.indexLike = true;
    this.byId().set(id, doc);
  }

  delete(id: string): void {
    this.byId().delete(id);
  }

  values(): object[] {
    if (this.docs === undefined) return this.inOrder;
    if (!this.indexLike) return [...this.docs.values()];
    const keys = [...this.docs.keys()];
    const first = keys.filter(isArrayIndex).sort((a, b) => Number(a) - Number(b));
    return [...first, ...keys.filter((key) => !isArrayIndex(key))].map(
      (key) => this.docs?.get(key) as object,
    );
  }
}

/** nedb's refusal when more of a file is unreadable than `threshold` allows, with its own fields. */
function tooCorrupt(corrupt: number, lines: number, threshold: number): Error {
  const rate = corrupt / lines;
  return Object.assign(
    new Error(
      `${Math.floor(100 * rate)}% of the data file is corrupt, more than given corruptAlertThreshold (${Math.floor(100 * threshold)}%). Cautiously refusing to start NeDB to prevent dataloss.`,
    ),
    { corruptionRate: rate, corruptItems: corrupt, dataLength: lines },
  );
}

/**
 * Reads a datafile stream of strings as nedb's `treatRawStreamAsync` does: later lines of a
 * document replace earlier ones, `$$deleted` removes it, `$$indexCreated` and `$$indexRemoved`
 * declare indexes, and more unreadable lines than `corruptAlertThreshold` allows refuse the load.
 */
export async function readDatafile(
  stream: Readable,
  corruptAlertThreshold: number,
  /** Asked before each chunk: a promise to wait for first (a read that others go before), or undefined. */
  pause: () => Promise<void> | undefined = () => undefined,
): Promise<DatafileContents> {
  const byId = new DocsById();
  const indexes: Record<string, object> = {};
  let lines = 0;
  let corrupt = 0;
  const take = (line: string) => {
    lines++;
    try {
      // Inside the try as in nedb: a line that reads as null counts as unreadable.
      const doc = deserializeLine(line) as Record<string, unknown>;
      const id = doc._id;
      const created = doc.$$indexCreated as { fieldName?: unknown } | undefined;
      if (id) {
        if (doc.$$deleted === true) byId.delete(String(id));
        else byId.set(String(id), doc);
      } else if (created?.fieldName != null) indexes[created.fieldName as string] = created;
      else if (typeof doc.$$indexRemoved === 'string') delete indexes[doc.$$indexRemoved];
    } catch {
      corrupt++;
    }
  };
  let rest = '';
  for await (const chunk of stream) {
    const waiting = pause();
    if (waiting !== undefined) await waiting;
    const text = rest + String(chunk);
    const pieces = holdsRareBreak(text) ? text.split(LINE_BREAKS) : text.split('\n');
    rest = pieces.pop() ?? '';
    for (const piece of pieces) if (piece !== '') take(piece);
  }
  if (rest !== '') take(rest);
  if (lines > 0 && corrupt / lines > corruptAlertThreshold)
    throw tooCorrupt(corrupt, lines, corruptAlertThreshold);
  return { data: byId.values(), indexes };
}

/**
 * Makes `db`'s load read its datafile with readDatafile (nedb's `beforeDeserialization` must be
 * the identity), waiting before each chunk for what `pause` gives.
 */
export function readAtLoad(db: object, pause?: () => Promise<void> | undefined): void {
  const persistence = (db as { persistence: object }).persistence as {
    corruptAlertThreshold: number;
    treatRawStreamAsync(stream: Readable): Promise<DatafileContents>;
  };
  persistence.treatRawStreamAsync = (stream) =>
    readDatafile(stream, persistence.corruptAlertThreshold, pause);
}
