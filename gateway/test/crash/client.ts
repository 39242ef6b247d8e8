/** One JSON request to the child process, as a browser behind a proxy would send it. */

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  cookies: string[];
}

export interface Caller {
  /** The client's address, forwarded as a trusted proxy would (the rate limits count per address). */
  ip: string;
  cookie?: string | undefined;
}

/**
 * POSTs `body` as JSON; null when no answer came (the process was killed before or during the
 * request): such a write is neither acknowledged nor refused, only unknown.
 */
export async function post(
  baseUrl: string,
  path: string,
  body: unknown,
  caller: Caller,
): Promise<Answer | null> {
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      // No Origin header: the CSRF guard lets non-browser clients through.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': caller.ip,
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
      },
    });
    // The whole body must arrive: an answer cut off by the kill is no acknowledgement.
    const text = await res.text();
    return { status: res.status, body: parseBody(text), cookies: res.headers.getSetCookie() };
  } catch (error) {
    if (isUnanswered(error)) return null;
    throw error;
  }
}

/** GETs `path` as the caller; null when no answer came, as for `post`. */
export async function get(baseUrl: string, path: string, caller: Caller): Promise<Answer | null> {
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      headers: { 'x-forwarded-for': caller.ip, ...(caller.cookie ? { cookie: caller.cookie } : {}) },
    });
    const text = await res.text();
    return { status: res.status, body: parseBody(text), cookies: res.headers.getSetCookie() };
  } catch (error) {
    if (isUnanswered(error)) return null;
    throw error;
  }
}

function parseBody(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * undici reports a refused or reset connection as TypeError('fetch failed'), and a body cut off
 * as TypeError('terminated'); anything else is a bug of the harness and is thrown.
 */
function isUnanswered(error: unknown): boolean {
  return error instanceof TypeError && (error.message === 'fetch failed' || error.message === 'terminated');
}

/** A user's requests to the product at one address: what the load's errands send. */
export interface UserCalls {
  post(path: string, body: unknown): Promise<Answer | null>;
  get(path: string): Promise<Answer | null>;
}

export const callsOf = (baseUrl: string, caller: Caller): UserCalls => ({
  post: (path, body) => post(baseUrl, path, body, caller),
  get: (path) => get(baseUrl, path, caller),
});

/** The `name=value` part of a Set-Cookie line, to send back; undefined when there is none. */
export function cookieOf(cookies: readonly string[], name: string): string | undefined {
  return cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
}
