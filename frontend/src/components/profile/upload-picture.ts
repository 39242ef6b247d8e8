/** The picture upload (spec §7, POST /api/userprofilePicture, multipart) and what its answer means. */
import type { ErrorCode } from '@app/contracts';
import { errorCode } from '../../app/errors';

export type PictureAnswer =
  | { readonly saved: true; readonly profilePicture: string; readonly message: string | undefined }
  | { readonly saved: false; readonly code: ErrorCode | undefined; readonly message: string | undefined };

/** Sends the file with the session cookie; a failed network call rejects (a TypeError). */
export async function uploadPicture(file: File): Promise<PictureAnswer> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/userprofilePicture', { method: 'POST', body, credentials: 'include' });
  // An answer that is not JSON (e.g. a proxy's error page) reads as one without a message or code.
  const answer: unknown = await response.json().catch(() => ({}));
  const message = field(answer, 'message');
  const profilePicture = field(answer, 'profilePicture');
  if (response.ok && profilePicture !== undefined) return { saved: true, profilePicture, message };
  return { saved: false, code: errorCode(answer), message };
}

function field(answer: unknown, name: string): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const value: unknown = Reflect.get(answer, name);
  return typeof value === 'string' ? value : undefined;
}
