/**
 * Uploaded pictures: checked by their bytes, not their name (DECISIONS.md 8), then decoded and
 * encoded anew so that nothing but pixels is kept (no metadata, no trailing script), and stored
 * under new names.
 */
import { MESSAGES, PICTURE_RULES } from '@app/contracts';
import type { Blobs } from '@app/infra';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../core/index.js';

const FORMATS = {
  'image/jpeg': { extension: 'jpg', encode: (image: Sharp) => image.jpeg({ quality: 85, mozjpeg: true }) },
  'image/png': { extension: 'png', encode: (image: Sharp) => image.png({ compressionLevel: 8 }) },
  'image/webp': { extension: 'webp', encode: (image: Sharp) => image.webp({ quality: 85 }) },
} as const;
type PictureType = keyof typeof FORMATS;

export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;

const isPictureType = (mime: string): mime is PictureType => mime in FORMATS;
const wrongType = () => new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.pictureType, 'PICTURE_TYPE');

/** The picture's pixels in a fresh file of the same format; refuses what does not decode or is too big. */
async function reencode(bytes: Uint8Array, type: PictureType): Promise<Buffer> {
  const side = PICTURE_RULES.maxSidePixels;
  try {
    // The header alone tells the size: a 65535×65535 bomb is refused before it is decoded.
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width > side || height > side)
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.pictureDimensions, 'PICTURE_TOO_LARGE');
    const image = sharp(bytes, { limitInputPixels: side * side, failOn: 'error' }).rotate();
    return await FORMATS[type].encode(image).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw wrongType();
  }
}

/** Stores a JPEG, PNG or WebP picture and returns its new file name. */
export async function storePicture(blobs: Blobs, bytes: Uint8Array): Promise<string> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.pictureMissing, 'PICTURE_MISSING');
  if (bytes.length > PICTURE_RULES.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.pictureTooLarge, 'PICTURE_TOO_LARGE');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isPictureType(type.mime)) throw wrongType();
  const clean = await reencode(bytes, type.mime);
  const name = `${crypto.randomUUID()}.${FORMATS[type.mime].extension}`;
  await blobs.put(`uploads/${name}`, clean, { contentType: type.mime });
  return name;
}
