/** Uploaded pictures: checked by their bytes, not their name (DECISIONS.md 8), stored under new names. */
import { MESSAGES, PICTURE_RULES } from '@app/contracts';
import type { Blobs } from '@app/infra';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.js';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;

/** Stores a JPEG, PNG or WebP picture and returns its new file name. */
export async function storePicture(blobs: Blobs, bytes: Uint8Array): Promise<string> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.pictureMissing);
  if (bytes.length > PICTURE_RULES.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.pictureTooLarge);
  const type = await fileTypeFromBuffer(bytes);
  const extension = type ? EXTENSIONS[type.mime] : undefined;
  if (!type || !extension) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.pictureType);
  const name = `${crypto.randomUUID()}.${extension}`;
  await blobs.put(`uploads/${name}`, Buffer.from(bytes), { contentType: type.mime });
  return name;
}
