/**
 * Password hashing with scrypt (OWASP: N=2^17, r=8, p=1) and a per-user salt. Hashes run on
 * libuv's thread pool; a semaphore bounds how many run at once so memory (128 MiB each) and the
 * pool stay available for everything else.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Semaphore } from 'async-mutex';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;
const hashing = new Semaphore(2);

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return hashing.runExclusive(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** A self-describing hash: `scrypt$logN$r$p$salt$hash`, so the cost can rise later. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, R, P);
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
