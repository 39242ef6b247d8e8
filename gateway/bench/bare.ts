/**
 * The baselines: bare node:http servers that answer exactly what the product answered (its bytes,
 * content type and encoding, captured once), doing only what any server must for that request.
 */
import { createServer, type OutgoingHttpHeaders, request, type Server, type ServerResponse } from 'node:http';
import { listen } from './load.js';

export interface Captured {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Headers of the connection or of the moment, which every server writes for itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface WholeAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * The product's answer to one request, taken once, as it went over the wire (node:http, since
 * fetch would undo a Content-Encoding), with every header it sent but the connection's; anything
 * but a 200 is a broken bench.
 */
export function captureWhole(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<WholeAnswer> {
  return new Promise((resolve, reject) => {
    const headers = {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    };
    const req = request(url, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200)
          return reject(new Error(`${url}: ${res.statusCode} ${body.toString('utf8').slice(0, 300)}`));
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (!OWN_HEADERS.has(name) && value !== undefined) kept[name] = String(value);
        resolve({ status: 200, headers: kept, body });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The product's answer with its body's type and coding only (the catalog lines' baselines send no more). */
export async function capture(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Captured> {
  const whole = await captureWhole(url, init);
  const headers: OutgoingHttpHeaders = {};
  for (const name of ['content-type', 'content-encoding']) {
    const value = whole.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return { status: whole.status, headers, body: whole.body };
}

export interface Bare {
  url: string;
  close(): void;
}

async function started(server: Server): Promise<Bare> {
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * Answers the captured bytes at any path. With `jsonBody`, it first reads and parses the request's
 * JSON body, as any JSON endpoint must; without, the request has no body to read.
 */
export function bareAnswer(answer: Captured, jsonBody: boolean): Promise<Bare> {
  const send = (res: ServerResponse) => res.writeHead(answer.status, answer.headers).end(answer.body);
  return started(
    createServer((req, res) => {
      if (!jsonBody) {
        send(res);
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        send(res);
      });
    }),
  );
}
