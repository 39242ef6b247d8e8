/** The anonymous visitor's device id: a random id in a long-lived httpOnly cookie. */
import { randomBytes } from 'node:crypto';
import type { CookieJar } from '../http/index.js';

const DEVICE_COOKIE = 'did';
const YEAR_SECONDS = 365 * 24 * 3600;

export function deviceId(cookies: CookieJar, secure: boolean): string {
  const existing = cookies.get(DEVICE_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const id = randomBytes(18).toString('base64url');
  cookies.set(DEVICE_COOKIE, id, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: YEAR_SECONDS,
  });
  return id;
}
