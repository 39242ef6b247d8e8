/** Cookies as both edges set them: Hono responses for REST, response headers for tRPC. */
import { type CookieOptions, parse, serialize } from 'hono/utils/cookie';

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, path?: string): void;
}

/** A jar over a request's Cookie header that writes Set-Cookie lines through `append`. */
export function cookieJar(
  cookieHeader: string | null | undefined,
  append: (line: string) => void,
): CookieJar {
  const jar = parse(cookieHeader ?? '');
  return {
    get: (name) => jar[name],
    set: (name, value, options) => append(serialize(name, value, options)),
    clear: (name, path = '/') =>
      append(serialize(name, '', { path, maxAge: 0, httpOnly: true, sameSite: 'Lax' })),
  };
}
