/**
 * Reads a JSON body and parses it with a contracts schema; malformed JSON is the client's mistake.
 * On Node the body is read straight from the socket's stream: going through a web Request costs
 * about two thirds of a small request's time.
 */
import type { IncomingMessage } from 'node:http';
import { MESSAGES } from '@app/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors.js';
import type { AppEnv } from './app-env.js';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MESSAGES.bodyTooLarge);

/** Refuses a body whose declared length is over the limit before anything reads it. */
export function jsonBodyLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge();
    c.set('bodyLimit', maxBytes);
    await next();
  };
}

async function readIncoming(incoming: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      incoming.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function bodyText(c: Context<AppEnv>): Promise<string> {
  const maxBytes = c.get('bodyLimit') ?? Number.POSITIVE_INFINITY;
  const incoming = c.env?.incoming;
  if (incoming && !incoming.readableDidRead) return readIncoming(incoming, maxBytes);
  const text = await c.req.text();
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge();
  return text;
}

export async function readJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  const text = await bodyText(c);
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
