/**
 * `pnpm bench --soak [--minutes N]`: the product in a process of its own (compiled when built)
 * under a steady mix of reads and writes from this one — pages, the catalog, reviews, sign-up
 * codes and failed log-ins from ever new addresses — with its memory read from `/metrics` every
 * half minute. Growth per minute in the second half against the first tells a plateau from a leak.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProductProcess } from '../test/product-process.js';

const CLIENTS = 8;
const SAMPLE_MS = 30_000;
const GATEWAY = fileURLToPath(new URL('..', import.meta.url));
const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

interface Sample {
  minute: number;
  rssMb: number;
  heapMb: number;
}

async function sample(base: string, startedAt: number): Promise<Sample> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${name} `))
        ?.split(' ')[1] ?? Number.NaN,
    );
  return {
    minute: (performance.now() - startedAt) / 60_000,
    rssMb: value('process_resident_memory_bytes') / 1e6,
    heapMb: value('nodejs_heap_size_used_bytes') / 1e6,
  };
}

/** Least-squares slope of `pick` per minute. */
function slope(samples: readonly Sample[], pick: (s: Sample) => number): number {
  const n = samples.length;
  const mx = samples.reduce((sum, s) => sum + s.minute, 0) / n;
  const my = samples.reduce((sum, s) => sum + pick(s), 0) / n;
  const num = samples.reduce((sum, s) => sum + (s.minute - mx) * (pick(s) - my), 0);
  const den = samples.reduce((sum, s) => sum + (s.minute - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

export async function soakLines(minutes: number): Promise<string[]> {
  const compiled = existsSync(join(GATEWAY, 'dist', 'main.js'));
  const product = new ProductProcess(
    mkdtempSync(join(tmpdir(), 'soak-')),
    FRONTEND_DIST,
    { SCRYPT_LOG2_N: '17', LOG_LEVEL: 'warn' },
    compiled ? 'compiled' : 'source',
  );
  await product.start();
  const base = product.baseUrl;
  let n = 0;
  const statuses = new Map<number, number>();
  const address = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address() },
      body: JSON.stringify(body),
    });
  const requests = [
    () => fetch(`${base}/`),
    () => post('/api/touristPlaces', { selectedCountryName: 'India', selectedCityName: 'Agra' }),
    () => post('/api/get-review', {}),
    () =>
      post('/api/verifyAccountExistAndSendingOTP', {
        signUpEmail: `soak${n}@example.com`,
        signUpPassword: 'Soak#1234',
      }),
    () => post('/api/logIn', { logInEmail: `nobody${n}@example.com`, logInPassword: 'Wrong#1234' }),
  ];
  const startedAt = performance.now();
  const until = startedAt + minutes * 60_000;
  const samples: Sample[] = [await sample(base, startedAt)];
  const sampler = setInterval(() => {
    sample(base, startedAt).then(
      (s) => samples.push(s),
      () => {},
    );
  }, SAMPLE_MS);
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const request = requests[n++ % requests.length];
        const res = await request?.().catch(() => null);
        await res?.arrayBuffer();
        if (res) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  clearInterval(sampler);
  samples.push(await sample(base, startedAt));
  await product.stop();
  const half = samples.filter((s) => s.minute >= minutes / 2);
  const first = samples.filter((s) => s.minute < minutes / 2);
  const mb = (v: number) => `${v.toFixed(1)} MB/min`;
  const last = samples.at(-1);
  return [
    `soak: ${minutes} min, ${n} requests (${[...statuses].map(([s, c]) => `${c}× ${s}`).join(', ')}), ${compiled ? 'compiled' : 'tsx'} product`,
    `  RSS ${samples[0]?.rssMb.toFixed(0)} → ${last?.rssMb.toFixed(0)} MB; heap used ${samples[0]?.heapMb.toFixed(0)} → ${last?.heapMb.toFixed(0)} MB`,
    `  growth, first half: RSS ${mb(slope(first, (s) => s.rssMb))}, heap ${mb(slope(first, (s) => s.heapMb))}; second half: RSS ${mb(slope(half, (s) => s.rssMb))}, heap ${mb(slope(half, (s) => s.heapMb))}`,
  ];
}
