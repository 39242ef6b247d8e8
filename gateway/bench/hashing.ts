/**
 * Password hashing: how long one hash takes, and a real log-in from an address of its own while
 * two other addresses send wrong passwords, each within its limits, against the same log-in on an
 * idle server. Hashes take turns by address (accounts/passwords.ts), so the flood may delay it by
 * about one hash per flooding address, never by the flood's length.
 */
import type { Store } from '@app/infra';
import { hashingLoad, hashPassword } from '../src/accounts/passwords.js';
import { atMost, benchLine } from './compare.js';
import { median } from './load.js';
import { BENCH_PASSWORD, signedInBuyer } from './payments.js';

const ROUNDS = 3;
/** Wrong passwords a round, half from each flooding address. */
const FLOOD = 20;
/**
 * The accounts the wrong passwords are for: spread so that over all rounds no address and account
 * pair, no address and no account passes its limit (gateway/src/security/rate-limit.ts).
 */
const TARGETS = 6;

function logIn(gateway: string, address: string, email: string, password: string): Promise<Response> {
  return fetch(`${gateway}/api/logIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gateway, 'x-forwarded-for': address },
    body: JSON.stringify({ logInEmail: email, logInPassword: password }),
  });
}

/** Milliseconds until the answer of the real user's log-in. */
async function timedLogIn(gateway: string, email: string): Promise<number> {
  const started = performance.now();
  const res = await logIn(gateway, '203.0.113.9', email, BENCH_PASSWORD);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`the bench user's log-in answered ${res.status}`);
  return performance.now() - started;
}

export async function hashingLines(gateway: string, store: Store, logN: number): Promise<string[]> {
  const hashTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await hashPassword(BENCH_PASSWORD, logN);
    hashTimes.push(performance.now() - started);
  }
  const stamp = Date.now();
  const email = `hashing-${stamp}@example.com`;
  await signedInBuyer(gateway, store, email);
  const targets = Array.from({ length: TARGETS }, (_, i) => `target${i}-${stamp}@example.com`);
  for (const target of targets) await signedInBuyer(gateway, store, target);
  const idle: number[] = [];
  const flooded: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    idle.push(await timedLogIn(gateway, email));
    let answered = 0;
    const flood = Array.from({ length: FLOOD }, async (_, i) => {
      const address = i % 2 === 0 ? '198.51.100.1' : '198.51.100.2';
      const res = await logIn(gateway, address, targets[(round * FLOOD + i) % TARGETS] ?? '', 'Wrong#pass1');
      await res.arrayBuffer();
      answered++;
    });
    // The real log-in comes once the flood waits to be hashed, as it would behind an attack already running.
    while (hashingLoad().waiting === 0 && answered < FLOOD)
      await new Promise((resolve) => setImmediate(resolve));
    flooded.push(await timedLogIn(gateway, email));
    await Promise.all(flood);
  }
  return [
    `password hash (scrypt, N = 2^${logN}): median ${median(hashTimes).toFixed(0)} ms`,
    benchLine(
      `POST /api/logIn from its own address while ${FLOOD} wrong passwords from two others wait to be hashed`,
      median(flooded),
      { name: 'idle', value: median(idle) },
      'ms',
      atMost(4),
    ),
  ];
}
