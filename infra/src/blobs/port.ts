/** The blobs port: named binary objects with a content type, read whole or by byte range. */
import type { Readable } from 'node:stream';

export interface BlobInfo {
  size: number;
  contentType: string;
}

/** Inclusive byte range, as HTTP Range gives it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Blobs {
  readonly kind: 'embedded' | 'minio';
  put(key: string, data: Buffer | Readable, options: { contentType: string }): Promise<void>;
  /** null when there is no such blob. */
  stat(key: string): Promise<BlobInfo | null>;
  /** Throws BlobNotFoundError when there is no such blob. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  override readonly name = 'BlobNotFoundError';
}

/**
 * The blob store could not be reached, or said it cannot serve now (an S3 server restarting):
 * nothing was read or written, and the same call succeeds once it is back.
 */
export class BlobsUnavailableError extends Error {
  override readonly name = 'BlobsUnavailableError';
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of safe segments: no '..', no leading slash, at most 512 characters. */
export function assertBlobKey(key: string): void {
  if (
    key.length > 512 ||
    !KEY.test(key) ||
    key.split('/').some((s) => s === '..' || s.endsWith('.meta.json'))
  ) {
    throw new Error(`invalid blob key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}
