/**
 * Failed calls, read two ways: the message the user sees (the server's own wording, as is) and the
 * stable code the app branches on. Branch on the code, never on the message text.
 */
import { type ErrorCode, isErrorCode, MESSAGES } from '@app/contracts';
import type { AppRouter } from '@app/gateway';
import { isTRPCClientError, type TRPCClientError } from '@trpc/client';

export const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';

function trpcError(error: unknown): TRPCClientError<AppRouter> | undefined {
  return isTRPCClientError<AppRouter>(error) ? error : undefined;
}

export function errorMessage(error: unknown): string {
  const failed = trpcError(error);
  if (failed !== undefined) {
    // No data means no answer from the gateway at all (offline, server down, proxy error page).
    if (failed.data === undefined || failed.data === null) return NETWORK_ERROR;
    return failed.message || MESSAGES.internalError;
  }
  if (error instanceof TypeError) return NETWORK_ERROR;
  if (error instanceof Error && error.message !== '') return error.message;
  return MESSAGES.internalError;
}

/**
 * The stable code of a failed call, or undefined when there is none (no answer, an unknown code):
 * a tRPC error's `data.appCode`, or the `code` of a REST error answer's JSON body (`{ message, code }`).
 */
export function errorCode(error: unknown): ErrorCode | undefined {
  const failed = trpcError(error);
  // Typed through the router's error shape, but checked: the answer may come from an older server.
  const code: unknown = failed !== undefined ? failed.data?.appCode : restCode(error);
  return isErrorCode(code) ? code : undefined;
}

function restCode(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
}

/** The session has ended (expired, logged out in another tab): only meaningful for logged-in calls. */
export function isUnauthorized(error: unknown): boolean {
  return errorCode(error) === 'NOT_LOGGED_IN';
}
