/**
 * `pnpm bench --soak [--minutes N] [--clock R]`: the product in a process of its own (compiled when
 * built) under a steady mix of reads and writes from this one — pages, the catalog, reviews, sign-up
 * codes and failed log-ins from ever new addresses — with its memory read from `/metrics` every
 * half minute. What the product keeps for a while (rate-limit windows and sign-up codes of an
 * hour, handled history of RETENTION_HOURS) grows until its first expiry, so the product's clock
 * runs R times faster than real time (product-clock.mjs; timers keep real time): the hours pass in
 * minutes. Growth per minute in the second half, once the first expiries are past, tells a plateau
 * from a leak; the documents the store holds at the end tell what the memory is.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ProductProcess } from '../test/product-process.js';

const CLIENTS = 8;
const SAMPLE_MS = 15_000;
/**
 * Heap used includes garbage not yet collected, and an old-generation collection comes only now
 * and then: the lowest sample of each window is what the product holds.
 */
const FLOOR_WINDOW_MIN = 2;
const GATEWAY = fileURLToPath(new URL('..', import.meta.url));
const FRONTEND_DIST = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
const CLOCK = fileURLToPath(new URL('../test/crash/product-clock.mjs', import.meta.url));
/** Second-half growth of the heap's floor below this, in MB per real minute, is a plateau. */
const PLATEAU_MB_PER_MIN = 2;

interface Sample {
  minute: number;
  rssMb: number;
  heapMb: number;
}

export async function sample(base: string, startedAt: number): Promise<Sample> {
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

/** Documents per collection in the store's files, largest first (read after a clean stop, which compacts them). */
function storedDocuments(storeDir: string): string {
  const counts = readdirSync(storeDir)
    .filter((file) => file.endsWith('.db'))
    .map((file) => {
      const ids = new Set<string>();
      for (const line of readFileSync(join(storeDir, file), 'utf8').split('\n')) {
        const doc = line ? (JSON.parse(line) as { _id?: string; $$deleted?: boolean }) : {};
        if (doc._id !== undefined && !doc.$$deleted) ids.add(doc._id);
        else if (doc._id !== undefined) ids.delete(doc._id);
      }
      return [file.slice(0, -3), ids.size] as const;
    })
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  return counts.map(([name, n]) => `${name} ${n}`).join(', ');
}

export async function soakLines(minutes: number, clockRate: number): Promise<string[]> {
  const compiled = existsSync(join(GATEWAY, 'dist', 'main.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'soak-'));
  const product = new ProductProcess(
    dataDir,
    FRONTEND_DIST,
    {
      SCRYPT_LOG2_N: '17',
      LOG_LEVEL: 'warn',
      NODE_OPTIONS: `--import=${pathToFileURL(CLOCK).href}?rate=${clockRate}`,
    },
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
  const floors = heapFloors(samples);
  const half = floors.filter((s) => s.minute >= minutes / 2);
  const first = floors.filter((s) => s.minute < minutes / 2);
  const mb = (v: number) => `${v.toFixed(1)} MB/min`;
  const last = samples.at(-1);
  const heapSlope = slope(half, (s) => s.heapMb);
  const productHours = (minutes * clockRate) / 60;
  return [
    `soak: ${minutes} min (${productHours.toFixed(1)} h on the product's clock, ${clockRate}× real time), ${n} requests (${[...statuses].map(([s, c]) => `${c}× ${s}`).join(', ')}), ${compiled ? 'compiled' : 'tsx'} product`,
    `  RSS ${samples[0]?.rssMb.toFixed(0)} → ${last?.rssMb.toFixed(0)} MB (highest ${Math.max(...samples.map((s) => s.rssMb)).toFixed(0)}); heap used ${samples[0]?.heapMb.toFixed(0)} → ${last?.heapMb.toFixed(0)} MB (highest ${Math.max(...samples.map((s) => s.heapMb)).toFixed(0)})`,
    `  heap held (lowest of each ${FLOOR_WINDOW_MIN} min), MB: ${floors.map((s) => s.heapMb.toFixed(0)).join(' ')}`,
    `  growth of the heap held, first half: ${mb(slope(first, (s) => s.heapMb))}; second half: ${mb(heapSlope)}`,
    `  stored at the end: ${storedDocuments(join(dataDir, 'store'))}`,
    `  goal: heap held grows under ${PLATEAU_MB_PER_MIN} MB/min in the second half: ${heapSlope < PLATEAU_MB_PER_MIN ? 'met' : 'MISSED'}`,
  ];
}

/** The lowest sample of each window, placed at the window's middle. */
function heapFloors(samples: readonly Sample[]): Sample[] {
  const windows = new Map<number, Sample[]>();
  for (const s of samples) {
    const w = Math.floor(s.minute / FLOOR_WINDOW_MIN);
    windows.set(w, [...(windows.get(w) ?? []), s]);
  }
  return [...windows].map(([w, inWindow]) => ({
    minute: (w + 0.5) * FLOOR_WINDOW_MIN,
    rssMb: Math.min(...inWindow.map((s) => s.rssMb)),
    heapMb: Math.min(...inWindow.map((s) => s.heapMb)),
  }));
}
