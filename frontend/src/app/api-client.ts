/**
 * Plain JSON calls, for the one caller outside tRPC: the sandbox checkout (payments/sandbox-api.ts),
 * which stands in for the provider's checkout and opens in a root of its own. A refused call throws
 * an ApiError carrying the server's message and its stable code, which app/errors.ts reads like any
 * other failure (branch on the code, never on the words).
 */
import { type ErrorCode, isErrorCode, MESSAGES } from '@app/contracts';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | undefined,
  ) {
    super(message);
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The answer typed by the contract it is built from; a failed fetch (offline) rejects with its
 * TypeError, which errorMessage() words as a connection problem.
 */
async function send<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(path, { credentials: 'include', ...init });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const fields = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
    const message = typeof fields.message === 'string' ? fields.message : MESSAGES.internalError;
    throw new ApiError(message, response.status, isErrorCode(fields.code) ? fields.code : undefined);
  }
  return answer as T;
}

/** A JSON call: GET without a body, POST with one, unless `method` says otherwise. */
export function call<T>(path: string, body?: unknown, method?: Method): Promise<T> {
  const verb = method ?? (body === undefined ? 'GET' : 'POST');
  return send<T>(path, {
    method: verb,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
}
