/** Starts a peer server (bare-peer.ts, fastify-peer.ts) as its own process, with the routes it answers. */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LISTENING, type PeerSpec } from './routes.js';

export interface RunningServer {
  name: string;
  url: string;
  /** Its process, whose CPU time the throughput bench reads. */
  pid: number | undefined;
  stop(): Promise<void>;
}

export type PeerKind = 'bare' | 'fastify';
const ENTRY: Record<PeerKind, string> = { bare: 'bare-peer.ts', fastify: 'fastify-peer.ts' };

/** Resolves with the URL a child prints (`pattern`'s first group), or rejects with what it said. */
export function urlFrom(child: ChildProcess, pattern: RegExp, what: string, ms = 60_000): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), ms);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = pattern.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(url);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}:\n${output}`)));
  });
}

/** Stops a child and waits for it to be gone. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return gone;
}

export async function startPeer(kind: PeerKind, spec: PeerSpec, dir: string): Promise<RunningServer> {
  const specFile = join(dir, `${kind}-peer.json`);
  writeFileSync(specFile, JSON.stringify(spec));
  const entry = fileURLToPath(new URL(ENTRY[kind], import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, specFile], {
    // Where `tsx` is found, whoever starts the peer.
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await urlFrom(child, LISTENING, `the ${kind} peer`);
  // Nothing more is read from it: keep its pipes from filling.
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    name: kind === 'bare' ? 'bare node:http' : 'Fastify 5',
    url,
    pid: child.pid,
    stop: () => stopChild(child),
  };
}
