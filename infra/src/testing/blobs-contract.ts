/** The contract every blobs adapter passes; run against each adapter by its own test file. */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type Blobs } from '../blobs/port.js';

export function describeBlobsContract(
  name: string,
  open: () => Promise<Blobs>,
  close?: () => Promise<void>,
): void {
  describe(`blobs contract: ${name}`, () => {
    let blobs: Blobs;
    let n = 0;
    const key = () => `contract/${Date.now().toString(36)}-${n++}.bin`;
    beforeAll(async () => {
      blobs = await open();
    });
    afterAll(async () => {
      await close?.();
    });

    it('answers ping', async () => {
      await expect(blobs.ping()).resolves.toBeUndefined();
    });

    it('stores a buffer and reads it back whole, with its size and content type', async () => {
      const k = key();
      const data = Buffer.from('hello, world');
      await blobs.put(k, data, { contentType: 'text/plain' });
      expect(await blobs.stat(k)).toEqual({ size: data.length, contentType: 'text/plain' });
      expect((await buffer(await blobs.get(k))).toString()).toBe('hello, world');
    });

    it('reads inclusive byte ranges', async () => {
      const k = key();
      const data = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      await blobs.put(k, data, { contentType: 'application/octet-stream' });
      expect([...(await buffer(await blobs.get(k, { start: 0, end: 1 })))]).toEqual([0, 1]);
      expect([...(await buffer(await blobs.get(k, { start: 5, end: 5 })))]).toEqual([5]);
      expect([...(await buffer(await blobs.get(k, { start: 10, end: 13 })))]).toEqual([10, 11, 12, 13]);
      expect((await buffer(await blobs.get(k, { start: 200, end: 255 }))).length).toBe(56);
    });

    it('stores a stream of unknown length, a megabyte of binary intact', async () => {
      const k = key();
      const data = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < data.length; i++) data[i] = (i * 31) % 251;
      const chunks = Array.from({ length: 16 }, (_, i) => data.subarray(i * 65536, (i + 1) * 65536));
      await blobs.put(k, Readable.from(chunks), { contentType: 'audio/mpeg' });
      expect(await blobs.stat(k)).toEqual({ size: data.length, contentType: 'audio/mpeg' });
      expect((await buffer(await blobs.get(k))).equals(data)).toBe(true);
    });

    it('overwrites a blob', async () => {
      const k = key();
      await blobs.put(k, Buffer.from('one'), { contentType: 'text/plain' });
      await blobs.put(k, Buffer.from('second'), { contentType: 'text/markdown' });
      expect(await blobs.stat(k)).toEqual({ size: 6, contentType: 'text/markdown' });
    });

    it('answers null and BlobNotFoundError for a missing blob, and deletes', async () => {
      const k = key();
      expect(await blobs.stat(k)).toBeNull();
      await expect(blobs.get(k)).rejects.toBeInstanceOf(BlobNotFoundError);
      await blobs.put(k, Buffer.from('x'), { contentType: 'text/plain' });
      await blobs.delete(k);
      expect(await blobs.stat(k)).toBeNull();
    });

    it('refuses keys that climb out or are malformed', async () => {
      for (const bad of ['../etc/passwd', '/abs', 'a//b', 'a/../b', '', 'a/.hidden']) {
        await expect(blobs.put(bad, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
          /invalid blob key/,
        );
      }
    });
  });
}
