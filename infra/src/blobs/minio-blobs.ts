/** Distributed blobs: one MinIO (S3) bucket through the minio client. */
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Client } from 'minio';
import {
  assertBlobKey,
  type BlobInfo,
  BlobNotFoundError,
  type Blobs,
  BlobsUnavailableError,
  type ByteRange,
} from './port.js';

export interface MinioOptions {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'NotFound' || error.code === 'NoSuchKey');

/** Socket failures on the way to the server. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
/** S3's own answers for "not now". */
const NOT_NOW = new Set(['ServiceUnavailable', 'SlowDown', 'InternalError', 'RequestTimeout']);

/** The S3 server is down or says it cannot serve now: a BlobsUnavailableError; anything else as it is. */
function unavailable(error: unknown): unknown {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (!UNREACHABLE.has(code) && !NOT_NOW.has(code)) return error;
  return new BlobsUnavailableError(`the S3 server is unavailable (${code})`, { cause: error });
}

export class MinioBlobs implements Blobs {
  readonly kind = 'minio' as const;

  private constructor(
    private readonly client: Client,
    private readonly bucket: string,
  ) {}

  static async connect(options: MinioOptions): Promise<MinioBlobs> {
    const client = new Client({
      endPoint: options.endPoint,
      port: options.port,
      useSSL: options.useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      pathStyle: true,
    });
    if (!(await client.bucketExists(options.bucket))) await client.makeBucket(options.bucket);
    return new MinioBlobs(client, options.bucket);
  }

  async put(key: string, data: Buffer | Readable, options: { contentType: string }): Promise<void> {
    assertBlobKey(key);
    // Our blobs are small (audio tracks, pictures): one PUT of known length is atomic and needs
    // no multipart bookkeeping.
    const body = Buffer.isBuffer(data) ? data : await buffer(data);
    await this.client
      .putObject(this.bucket, key, body, body.length, { 'Content-Type': options.contentType })
      .catch((error: unknown) => {
        throw unavailable(error);
      });
  }

  async stat(key: string): Promise<BlobInfo | null> {
    assertBlobKey(key);
    try {
      const info = await this.client.statObject(this.bucket, key);
      const meta = info.metaData as Record<string, unknown>;
      const contentType = meta['content-type'];
      return {
        size: info.size,
        contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw unavailable(error);
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertBlobKey(key);
    try {
      return range
        ? await this.client.getPartialObject(this.bucket, key, range.start, range.end - range.start + 1)
        : await this.client.getObject(this.bucket, key);
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(key);
      throw unavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.client.removeObject(this.bucket, key).catch((error: unknown) => {
      throw unavailable(error);
    });
  }

  async ping(): Promise<void> {
    await this.client.bucketExists(this.bucket);
  }
}
