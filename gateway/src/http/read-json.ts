/** Reads a JSON body and parses it with a contracts schema; malformed JSON is the client's mistake. */
import { MESSAGES } from '@app/contracts';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors.js';

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError('BAD_REQUEST', MESSAGES.malformedJson);
    }
  }
  return schema.parse(body);
}
