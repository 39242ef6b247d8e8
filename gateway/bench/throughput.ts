/**
 * Throughput (issue 27): the product's busiest public answers against a bare node:http server and
 * Fastify 5 doing the same work, each in its own process: the product as production runs it
 * (product-process.ts), the peers answering the product's own bytes and headers (peers/). Measured
 * by autocannon (a fourth process) at 1, 10 and 100 connections, in rounds of at least 8 s whose
 * order turns each round, so that no server always runs first or last; medians of the rounds.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepCoresAwake } from './awake-cores.js';
import { captureWhole } from './bare.js';
import { batchPath } from './catalog.js';
import { atLeast, benchLine } from './compare.js';
import { type Cores, coresToPin, pinProcess } from './cpu-pinning.js';
import { median, throughput } from './load.js';
import { type RunningServer, startPeer } from './peers/peer-process.js';
import type { PeerRoute } from './peers/routes.js';
import { cpuSecondsOf, switchesOf } from './process-cpu.js';
import { startProductProcess } from './product-process.js';

export const CONNECTIONS = [1, 10, 100] as const;
/** The goals: at least this share of a bare server's rate, and of Fastify's. */
const GOAL_OF_BARE = 0.7;
const GOAL_OF_FASTIFY = 1;

interface Case {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The body's JSON schema, as Fastify validates it. */
  schema?: object;
  /**
   * An answer that may change at any time (a review written, an author renamed): the product keeps
   * it a few seconds at most, with an embedded store only, and its peers stringify it every time.
   */
  fresh?: boolean;
}

const AGRA = { selectedCountryName: 'India', selectedCityName: 'Agra' };
const NAME = { type: 'string', minLength: 1, maxLength: 100 };
const CASES: Case[] = [
  {
    label: 'REST POST /api/touristPlaces (Agra)',
    method: 'POST',
    path: '/api/touristPlaces',
    body: AGRA,
    schema: {
      type: 'object',
      required: ['selectedCountryName', 'selectedCityName'],
      properties: { selectedCountryName: NAME, selectedCityName: NAME },
    },
  },
  { label: 'REST POST /api/getAllCountries', method: 'POST', path: '/api/getAllCountries', body: {} },
  { label: 'REST POST /api/get-review', method: 'POST', path: '/api/get-review', body: {}, fresh: true },
  {
    label: 'tRPC GET catalog.touristPlaces,catalog.specialTours (the app’s Explore More batch)',
    method: 'GET',
    path: batchPath([
      ['catalog.touristPlaces', AGRA],
      ['catalog.specialTours', { country: 'India' }],
    ]),
  },
];

export interface ThroughputOptions {
  rounds: number;
  seconds: number;
  /** Only the cases whose label holds this text (a look at one answer; nothing is written then). */
  only?: string;
  /** The connection counts, when not all of CONNECTIONS. */
  connections?: readonly number[];
}

interface Measured {
  /** Requests a second. */
  rate: number;
  /** The server's CPU time per request, in µs, where /proc tells it. */
  cpuPerRequest: number | undefined;
  /** How many times a request the server's threads were switched out, where /proc tells it. */
  switchesPerRequest: number | undefined;
}

/**
 * Each server's median rate, CPU per request and switches per request for one case at one
 * connection count, the order turning each round.
 */
async function medians(
  servers: readonly RunningServer[],
  kase: Case,
  connections: number,
  { rounds, seconds }: ThroughputOptions,
  cores: Cores | undefined,
): Promise<Measured[]> {
  const core = cores?.load;
  const rates: number[][] = servers.map(() => []);
  const cpus: number[][] = servers.map(() => []);
  const switches: number[][] = servers.map(() => []);
  const body = kase.body === undefined ? undefined : JSON.stringify(kase.body);
  // A second each, not counted: every server's code is compiled hot before its first round.
  for (const server of servers)
    await throughput(`${server.url}${kase.path}`, {
      method: kase.method,
      body,
      connections,
      seconds: 1,
      core,
    });
  for (let round = 0; round < rounds; round++) {
    for (let step = 0; step < servers.length; step++) {
      const index = (round + step) % servers.length;
      const server = servers[index] as RunningServer;
      const before = cpuSecondsOf(server.pid);
      const switchedBefore = switchesOf(server.pid);
      const rate = await throughput(`${server.url}${kase.path}`, {
        method: kase.method,
        body,
        connections,
        seconds,
        core,
      });
      const after = cpuSecondsOf(server.pid);
      const switchedAfter = switchesOf(server.pid);
      rates[index]?.push(rate);
      if (before !== undefined && after !== undefined && rate > 0)
        cpus[index]?.push(((after - before) * 1e6) / (rate * seconds));
      if (switchedBefore !== undefined && switchedAfter !== undefined && rate > 0)
        switches[index]?.push((switchedAfter - switchedBefore) / (rate * seconds));
    }
  }
  const whole = (values: number[] | undefined) => (values?.length === rounds ? median(values) : undefined);
  return rates.map((rate, index) => ({
    rate: median(rate),
    cpuPerRequest: whole(cpus[index]),
    switchesPerRequest: whole(switches[index]),
  }));
}

/**
 * The servers' CPU per request beside the rates: no goal, a steadier look at each one's work. And
 * how often each was switched out a request: at 1 connection, a server woken for every request
 * pays for each wake-up in its rate, whatever its work.
 */
function cpuLines(label: string, servers: readonly RunningServer[], measured: readonly Measured[]): string[] {
  const line = (
    what: string,
    value: (one: Measured) => number | undefined,
    shown: (value: number) => string,
  ) => {
    const values = measured.map(value);
    if (values.some((one) => one === undefined)) return [];
    const each = servers.map((server, index) => `${server.name} ${shown(values[index] ?? 0)}`);
    return [`${label}: ${what}: ${each.join(', ')}`];
  };
  return [
    ...line(
      'CPU per request, all threads',
      (one) => one.cpuPerRequest,
      (us) => `${Math.round(us)} µs`,
    ),
    ...line(
      'threads switched out per request',
      (one) => one.switchesPerRequest,
      (times) => times.toFixed(2),
    ),
  ];
}

/** The throughput lines, each goal met or MISSED; the product and its peers are started and stopped here. */
export async function throughputLines(options: ThroughputOptions): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-throughput-'));
  const cores = await coresToPin();
  const product = await startProductProcess(dir);
  const awake = await keepCoresAwake();
  const pinned = cores
    ? `; autocannon on core ${cores.load}, each server on core ${cores.server}`
    : '; nothing pinned to a core';
  const spinning = awake.pids.length > 0 ? `; ${awake.pids.length} cores kept awake` : '; cores free to halt';
  const lines: string[] = [
    `throughput: ${options.rounds} rounds of ${options.seconds} s per server, medians; the product under NODE_ENV=production, every server its own process${pinned}${spinning}`,
  ];
  try {
    if (cores) await pinProcess(product.pid, cores.server);
    for (const kase of CASES.filter(({ label }) => label.includes(options.only ?? ''))) {
      const body = kase.body === undefined ? undefined : JSON.stringify(kase.body);
      const answer = await captureWhole(`${product.url}${kase.path}`, { method: kase.method, body });
      const route: PeerRoute = {
        method: kase.method,
        path: kase.path,
        status: answer.status,
        headers: answer.headers,
        body: answer.body.toString('base64'),
        bodySchema: kase.schema ?? { type: 'object' },
        stringify: kase.fresh,
      };
      const spec = { routes: [route], logFile: join(dir, 'fastify.log') };
      const bare = await startPeer('bare', spec, dir);
      const fastify = await startPeer('fastify', spec, dir);
      if (cores) for (const peer of [bare, fastify]) await pinProcess(peer.pid, cores.server);
      try {
        for (const connections of options.connections ?? CONNECTIONS) {
          const servers = [product, bare, fastify];
          const measured = await medians(servers, kase, connections, options, cores);
          const [ours = 0, bareRate = 0, fastifyRate = 0] = measured.map(({ rate }) => rate);
          const label = `${kase.label} at ${connections} connection${connections === 1 ? '' : 's'}`;
          const bareName = kase.fresh ? 'bare node:http (stringifying each time)' : 'bare node:http';
          lines.push(
            benchLine(label, ours, { name: bareName, value: bareRate }, 'req/s', atLeast(GOAL_OF_BARE)),
            benchLine(
              label,
              ours,
              { name: 'Fastify 5', value: fastifyRate },
              'req/s',
              atLeast(GOAL_OF_FASTIFY),
            ),
            ...cpuLines(label, servers, measured),
          );
        }
      } finally {
        await Promise.all([bare.stop(), fastify.stop()]);
      }
    }
  } finally {
    await Promise.all([product.stop(), awake.stop()]);
  }
  return lines;
}
