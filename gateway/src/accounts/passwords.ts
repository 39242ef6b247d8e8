/**
 * Password hashing with scrypt (OWASP: N=2^17, r=8, p=1) and a per-user salt. Hashes run on
 * libuv's thread pool, two at a time so memory (128 MiB each) and the pool stay available for
 * everything else; waiting hashes take turns by client address, then by account (fair-queue.ts),
 * so wrong passwords flooded from a few addresses delay anyone else's log-in by one hash each.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { FairQueue, type QueueLoad } from '../security/index.js';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;
const HASHING_SLOTS = 2;
const hashing = new FairQueue(HASHING_SLOTS);

/** Whose hash it is: the client address and the account, which each wait their own turn. */
export interface HashTurn {
  address: string;
  account: string;
}

/** Hashes the server makes for itself (demo accounts at start-up). */
const SERVER_TURN: HashTurn = { address: '(server)', account: '(server)' };

function derive(password: string, salt: Buffer, logN: number, r: number, p: number, turn: HashTurn) {
  const N = 2 ** logN;
  return hashing.run(
    [turn.address, turn.account],
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** A self-describing hash: `scrypt$logN$r$p$salt$hash`, so the cost can rise later. */
export async function hashPassword(password: string, logN: number, turn = SERVER_TURN): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, R, P, turn);
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, turn: HashTurn): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(logN),
    Number(r),
    Number(p),
    turn,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashes running and waiting now, and started so far: how busy hashing is. */
export function hashingLoad(): QueueLoad {
  return hashing.load();
}
