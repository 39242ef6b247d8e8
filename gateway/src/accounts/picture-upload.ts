/** Reads the multipart body of `userprofilePicture`: a `file` part and an optional `email`. */
import { MESSAGES } from '@app/contracts';
import type { Context } from 'hono';
import { AppError } from '../core/index.js';

export async function readPictureUpload(c: Context): Promise<{ email?: string; bytes: Uint8Array }> {
  if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the picture as multipart/form-data with a "file" field.',
    );
  }
  // A body that is not well-formed multipart is the client's mistake, not ours.
  // (FormData parsing says so with a TypeError; a body over the limit fails otherwise and is 413.)
  const body = await c.req.parseBody().catch((error: unknown) => {
    if (error instanceof TypeError)
      throw new AppError('BAD_REQUEST', MESSAGES.pictureMissing, 'PICTURE_MISSING');
    throw error;
  });
  const file = body.file;
  if (!(file instanceof File)) throw new AppError('BAD_REQUEST', MESSAGES.pictureMissing, 'PICTURE_MISSING');
  const email = typeof body.email === 'string' && body.email !== '' ? body.email : undefined;
  return { ...(email === undefined ? {} : { email }), bytes: new Uint8Array(await file.arrayBuffer()) };
}
