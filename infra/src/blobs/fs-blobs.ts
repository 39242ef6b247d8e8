/** Embedded blobs: files under DATA_DIR/blobs, each with a small metadata file beside it. */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, type BlobInfo, BlobNotFoundError, type Blobs, type ByteRange } from './port.js';

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

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
    // Written aside then renamed, so a reader never sees half a file and a crash leaves no torn blob.
    const temp = `${file}.${crypto.randomUUID()}.part`;
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(temp));
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType: options.contentType }));
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const file = this.path(key);
    try {
      const [info, meta] = await Promise.all([stat(file), readFile(`${file}.meta.json`, 'utf8')]);
      const parsed: unknown = JSON.parse(meta);
      const contentType =
        typeof parsed === 'object' &&
        parsed !== null &&
        'contentType' in parsed &&
        typeof parsed.contentType === 'string'
          ? parsed.contentType
          : 'application/octet-stream';
      return { size: info.size, contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.path(key);
    try {
      await stat(file);
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    const file = this.path(key);
    await Promise.all([rm(file, { force: true }), rm(`${file}.meta.json`, { force: true })]);
  }

  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }
}
