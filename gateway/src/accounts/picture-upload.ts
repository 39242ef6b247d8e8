/**
 * Reads the picture form (REST `userprofilePicture`, tRPC `profile.uploadPicture`): a `file` part
 * and an optional `email`. Both edges hand their FormData to the same reader, so they refuse alike.
 */
import { MESSAGES } from '@app/contracts';
import type { Context } from 'hono';
import { AppError } from '../core/index.js';

export interface PictureUpload {
  email?: string;
  bytes: Uint8Array;
}

const pictureMissing = () => new AppError('BAD_REQUEST', MESSAGES.pictureMissing, 'PICTURE_MISSING');

export async function readPictureForm(form: FormData): Promise<PictureUpload> {
  const file = form.get('file');
  if (!(file instanceof File)) throw pictureMissing();
  const email = form.get('email');
  return {
    ...(typeof email === 'string' && email !== '' ? { email } : {}),
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

/** The REST request's form, read by `readPictureForm`; only multipart is taken. */
export async function readPictureUpload(c: Context): Promise<PictureUpload> {
  if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the picture as multipart/form-data with a "file" field.',
    );
  }
  // A body that is not well-formed multipart is the client's mistake, not ours.
  // (FormData parsing says so with a TypeError; a body over the limit fails otherwise and is 413.)
  const form = await c.req.formData().catch((error: unknown) => {
    if (error instanceof TypeError) throw pictureMissing();
    throw error;
  });
  return readPictureForm(form);
}
