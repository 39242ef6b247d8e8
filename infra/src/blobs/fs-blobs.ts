/** Embedded blobs: files under DATA_DIR/blobs, each with a small metadata file beside it. */
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, type BlobInfo, BlobNotFoundError, type Blobs, type ByteRange } from './port.js';

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Each file's size and content type, for every instance in the process (the gateway and its
 * workers may each open the same directory): read from disk once rather than with every request
 * for the blob, which made a cached track's first byte take twice a bare server's. A put or a
 * delete through any instance forgets the file's entry, and a stat that a write overtook keeps
 * nothing (it may have read the file before it). Bounded: past its size it starts again empty.
 */
const known = new Map<string, BlobInfo>();
const KEPT = 100_000;
/** Puts and deletes so far, in this process. */
let writes = 0;

/**
 * The bytes of small files lately read whole (a track is played again and again), under the same
 * rules, and served from memory: a bare server opens and reads the file for every request, which
 * left the product's first byte over 1.5 times a bare server's. The least lately read go first
 * past HELD_BYTES in all.
 */
const held = new Map<string, Buffer>();
const HELD_BYTES = 32 * 2 ** 20;
const HELD_EACH = 4 * 2 ** 20;
let heldBytes = 0;

/** @internal how many bytes of files the process holds in memory, for the tests of its bound. */
export const blobBytesHeld = () => heldBytes;

function release(file: string): void {
  const bytes = held.get(file);
  if (bytes === undefined) return;
  held.delete(file);
  heldBytes -= bytes.length;
}

function hold(file: string, bytes: Buffer): void {
  release(file);
  held.set(file, bytes);
  heldBytes += bytes.length;
  for (const oldest of held.keys()) {
    if (heldBytes <= HELD_BYTES) break;
    release(oldest);
  }
}

function forget(file: string): void {
  writes++;
  known.delete(file);
  release(file);
}

function parseContentType(meta: string): string {
  const parsed: unknown = JSON.parse(meta);
  return typeof parsed === 'object' &&
    parsed !== null &&
    'contentType' in parsed &&
    typeof parsed.contentType === 'string'
    ? parsed.contentType
    : 'application/octet-stream';
}

export class FsBlobs implements Blobs {
  readonly kind = 'embedded' as const;

  constructor(private readonly root: string) {}

  private path(key: string): string {
    assertBlobKey(key);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer | Readable, options: { contentType: string }): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    // Written aside then renamed, so a reader never sees half a file and a crash leaves no torn
    // blob; its metadata too, since two puts of one key may overlap.
    const temp = `${file}.${crypto.randomUUID()}.part`;
    const metaTemp = `${temp}.meta`;
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(temp));
      await writeFile(metaTemp, JSON.stringify({ contentType: options.contentType }));
      forget(file);
      await rename(metaTemp, `${file}.meta.json`);
      await rename(temp, file);
      forget(file);
    } catch (error) {
      await Promise.all([rm(temp, { force: true }), rm(metaTemp, { force: true })]);
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const file = this.path(key);
    try {
      const kept = known.get(file);
      if (kept !== undefined) return kept;
      const writesBefore = writes;
      const [info, meta] = await Promise.all([stat(file), readFile(`${file}.meta.json`, 'utf8')]);
      const found = { size: info.size, contentType: parseContentType(meta) };
      if (writes === writesBefore) {
        if (known.size >= KEPT) known.clear();
        known.set(file, found);
      }
      return found;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.path(key);
    const bytes = held.get(file);
    if (bytes !== undefined) {
      // Read again: the last to go.
      hold(file, bytes);
      return Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]);
    }
    const writesBefore = writes;
    try {
      // Opened first, so a missing blob is refused here rather than by the stream later.
      const handle = await open(file, 'r');
      if (range || (known.get(file)?.size ?? (await handle.stat()).size) > HELD_EACH)
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      const whole = await handle.readFile().finally(() => handle.close());
      // A read a write overtook may hold the file as it was before: it is served, not kept.
      if (writes === writesBefore) hold(file, whole);
      return Readable.from([whole]);
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.path(key);
    forget(file);
    await Promise.all([rm(file, { force: true }), rm(`${file}.meta.json`, { force: true })]);
    forget(file);
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }
}
