/** The bench's measuring tools: throughput under load (autocannon, its own process) and time to first byte. */
import { execFile } from 'node:child_process';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { onCore } from './cpu-pinning.js';

const run = promisify(execFile);
export const DURATION_S = 2;
export const ROUNDS = 3;
const CONNECTIONS = 50;

const AUTOCANNON = fileURLToPath(new URL('../node_modules/.bin/autocannon', import.meta.url));

export type Rate = (url: string, body?: string, headers?: Record<string, string>) => Promise<number>;

export interface LoadOptions {
  method: 'GET' | 'POST';
  /** A JSON body (sent as application/json). */
  body?: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** The core autocannon runs on (cpu-pinning.ts), or wherever the scheduler puts it. */
  core?: number;
}

/** Requests a second from autocannon (its own process) with `connections` for `seconds`; any error breaks the bench. */
export async function throughput(
  url: string,
  { method, body, headers = {}, connections, seconds, core }: LoadOptions,
): Promise<number> {
  const extra = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const sent = body === undefined ? [] : ['-H', 'content-type=application/json', '-b', body];
  const { stdout } = await run(
    ...onCore(core, AUTOCANNON, [
      '--json',
      '-m',
      method,
      ...extra,
      ...sent,
      '-c',
      String(connections),
      '-d',
      String(seconds),
      url,
    ]),
  );
  const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** 50 connections for 2 s: a GET, or a POST of `body`. */
export const requestsPerSecond: Rate = (url, body, headers) =>
  throughput(url, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    headers,
    connections: CONNECTIONS,
    seconds: DURATION_S,
  });

export const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** A request other than a plain GET: a JSON body (sent as application/json, as a POST), headers. */
export interface Sent {
  body?: string;
  headers?: Record<string, string>;
}

/** One request's time to first byte of the body, in ms: a GET, or a POST of `sent.body`. */
export const firstByteMs = (url: string, sent: Sent = {}) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const json = sent.body === undefined ? {} : { 'content-type': 'application/json' };
    request(
      url,
      { method: sent.body === undefined ? 'GET' : 'POST', headers: { ...json, ...sent.headers } },
      (res) => {
        res.once('data', () => resolve(performance.now() - started));
        res.resume();
      },
    )
      .on('error', reject)
      .end(sent.body);
  });

/** The value below which `share` of the values lie. */
export const percentile = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ??
  Number.NaN;

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** Times to first byte of `runs` sequential GETs. */
export async function firstBytes(url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await firstByteMs(url));
  return times;
}

/** 99th percentile of time to first byte over sequential requests, for as long as a load run lasts. */
export async function p99Ms(url: string, sent: Sent = {}): Promise<number> {
  const times: number[] = [];
  const until = performance.now() + DURATION_S * 1000;
  while (performance.now() < until) times.push(await firstByteMs(url, sent));
  return percentile(times, 0.99);
}
