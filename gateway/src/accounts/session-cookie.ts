/** The session cookie: httpOnly, SameSite=Lax, Secure behind TLS, living as long as the session. */
import type { CookieJar } from '../http/index.js';
import { type NewSession, SESSION_COOKIE } from './sessions.js';

export function setSessionCookie(cookies: CookieJar, session: NewSession, secure: boolean): void {
  cookies.set(SESSION_COOKIE, session.token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(cookies: CookieJar): void {
  cookies.clear(SESSION_COOKIE);
}
