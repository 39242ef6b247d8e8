/**
 * Reads the multipart body of `POST /api/your-api-endpoint` (spec §7): the text fields of the
 * guide form and the files `profilePicture` and `officialDocument`. A missing text field reads as
 * empty, so the spec's rules (not the parser) say what is missing.
 */
import { GUIDE_TEXT_FIELDS, type GuideFormFields, MESSAGES } from '@app/contracts';
import type { Context } from 'hono';
import { AppError } from '../core/index.js';
import type { AppEnv } from '../http/index.js';

export interface GuideUpload {
  fields: GuideFormFields;
  picture: Uint8Array | null;
  document: { bytes: Uint8Array; fileName: string } | null;
}

/** A part that is a file with content; an empty file input or a text value counts as none. */
const fileOf = (value: unknown): File | null => (value instanceof File && value.size > 0 ? value : null);

export async function readGuideUpload(c: Context<AppEnv>): Promise<GuideUpload> {
  const type = c.req.header('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data')
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the guide profile as multipart/form-data.',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  // A body that is not well-formed multipart is the client's mistake (FormData says so with a TypeError).
  const form = await c.req.parseBody().catch((error: unknown) => {
    if (error instanceof TypeError)
      throw new AppError('BAD_REQUEST', MESSAGES.invalidRequest, 'MALFORMED_BODY');
    throw error;
  });
  const fields = Object.fromEntries(
    GUIDE_TEXT_FIELDS.map((name) => {
      const value = form[name];
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as GuideFormFields;
  const picture = fileOf(form.profilePicture);
  const document = fileOf(form.officialDocument);
  return {
    fields,
    picture: picture ? new Uint8Array(await picture.arrayBuffer()) : null,
    document: document
      ? { bytes: new Uint8Array(await document.arrayBuffer()), fileName: document.name }
      : null,
  };
}
