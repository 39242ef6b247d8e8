import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, PICTURE_RULES } from '@app/contracts';
import { FsBlobs } from '@app/infra';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngHeaderOnly } from '../../test/png-header.js';
import { AppError } from '../core/index.js';
import { storePicture } from './images.js';

const blobs = () => new FsBlobs(mkdtempSync(join(tmpdir(), 'uploads-')));

/** A picture sharp draws, `width`×`height`, in `format`. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

/** How storePicture refused: [HTTP kind, code the browser branches on, message]; or ['stored', name]. */
const refusal = (bytes: Uint8Array): Promise<unknown[]> =>
  storePicture(blobs(), bytes).then(
    (name) => ['stored', name],
    (error: unknown) => (error instanceof AppError ? [error.code, error.appCode, error.message] : [error]),
  );

const TOO_LARGE = ['PAYLOAD_TOO_LARGE', 'PICTURE_TOO_LARGE', MESSAGES.pictureTooLarge];
const TOO_MANY_PIXELS = ['PAYLOAD_TOO_LARGE', 'PICTURE_TOO_LARGE', MESSAGES.pictureDimensions];
const WRONG_TYPE = ['UNSUPPORTED_MEDIA_TYPE', 'PICTURE_TYPE', MESSAGES.pictureType];

describe('storing an uploaded picture', () => {
  it('stores each of JPEG, PNG and WebP anew under a new name, with its content type', async () => {
    for (const [format, extension, mime] of [
      ['jpeg', 'jpg', 'image/jpeg'],
      ['png', 'png', 'image/png'],
      ['webp', 'webp', 'image/webp'],
    ] as const) {
      const store = blobs();
      const name = await storePicture(store, await picture(3, 2, format));
      expect(name).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${extension}$`));
      expect((await store.stat(`uploads/${name}`))?.contentType).toBe(mime);
      const chunks: Buffer[] = [];
      for await (const chunk of await store.get(`uploads/${name}`)) chunks.push(chunk as Buffer);
      expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ format, width: 3, height: 2 });
    }
  });

  it('refuses no bytes as a missing picture', async () => {
    expect(await refusal(new Uint8Array(0))).toEqual([
      'BAD_REQUEST',
      'PICTURE_MISSING',
      MESSAGES.pictureMissing,
    ]);
  });

  it('takes a picture of exactly the most bytes allowed, and refuses one byte more', async () => {
    const png = await picture(1, 1);
    const padding = (bytes: number) => Buffer.alloc(bytes - png.length);
    expect((await refusal(Buffer.concat([png, padding(PICTURE_RULES.maxBytes)])))[0]).toBe('stored');
    expect(await refusal(Buffer.concat([png, padding(PICTURE_RULES.maxBytes + 1)]))).toEqual(TOO_LARGE);
  });

  it('takes a picture of exactly 4096 pixels a side, and refuses one pixel more either way', async () => {
    const side = PICTURE_RULES.maxSidePixels;
    expect((await refusal(await picture(side, 1)))[0]).toBe('stored');
    expect((await refusal(await picture(1, side)))[0]).toBe('stored');
    expect(await refusal(pngHeaderOnly(side + 1, 1))).toEqual(TOO_MANY_PIXELS);
    expect(await refusal(pngHeaderOnly(1, side + 1))).toEqual(TOO_MANY_PIXELS);
  });

  it('refuses a 65535×65535 PNG by its header, as too many pixels, not as an unreadable file', async () => {
    expect(await refusal(pngHeaderOnly(65535, 65535))).toEqual(TOO_MANY_PIXELS);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, and a PNG that does not decode', async () => {
    expect(await refusal(Buffer.from('<script>alert(1)</script>'))).toEqual(WRONG_TYPE);
    expect(await refusal(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).toEqual(WRONG_TYPE);
    const png = await picture(8, 8);
    expect(await refusal(Buffer.concat([png.subarray(0, 40), Buffer.alloc(40, 7)]))).toEqual(WRONG_TYPE);
  });

  it('keeps a JPEG whose pixel data is damaged (a decoder warning, not an error), as decoded', async () => {
    // A pattern, so that the scan has data enough to damage (a plain colour has next to none).
    const pixels = Buffer.alloc(64 * 64 * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 251;
    const jpeg = await sharp(pixels, { raw: { width: 64, height: 64, channels: 3 } })
      .jpeg()
      .toBuffer();
    const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    expect(jpeg.length - scan).toBeGreaterThan(1000);
    const damaged = Buffer.from(jpeg);
    damaged.fill(0, scan + 30, jpeg.length - 2);
    expect((await refusal(damaged))[0]).toBe('stored');
  });
});
