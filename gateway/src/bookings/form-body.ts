/**
 * Bodies of the calls the spec sends as multipart (`set-negotiations`): text fields of a form,
 * or the same fields as JSON. Anything else is refused before it is read.
 */
import { MESSAGES } from '@app/contracts';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../core/index.js';
import { type AppEnv, jsonReader } from '../http/index.js';

export function formReader(maxBytes: number) {
  const readJson = jsonReader(maxBytes);
  return async <S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> => {
    const type = c.req.header('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
    if (type === 'application/json') return readJson(c, schema);
    if (type !== 'multipart/form-data')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.formOnly, 'UNSUPPORTED_MEDIA_TYPE');
    // A body that is not well-formed multipart is the client's mistake (FormData says so with a TypeError).
    const form = await c.req.parseBody().catch((error: unknown) => {
      if (error instanceof TypeError)
        throw new AppError('BAD_REQUEST', MESSAGES.invalidRequest, 'MALFORMED_BODY');
      throw error;
    });
    const fields = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
    return schema.parse(fields);
  };
}
