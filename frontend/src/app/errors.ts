/** What the user reads when a call fails: the server's own message (the spec's wording), as is. */
import { MESSAGES } from '@app/contracts';
import { TRPCClientError } from '@trpc/client';

export const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';

interface ErrorShapeData {
  code?: string;
  httpStatus?: number;
}

function dataOf(error: unknown): ErrorShapeData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return (error.data ?? undefined) as ErrorShapeData | undefined;
}

export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    // No data means no answer from the gateway at all (offline, server down, proxy error page).
    if (dataOf(error) === undefined) return NETWORK_ERROR;
    return error.message || MESSAGES.internalError;
  }
  if (error instanceof TypeError) return NETWORK_ERROR;
  if (error instanceof Error && error.message !== '') return error.message;
  return MESSAGES.internalError;
}

/** The session has ended (expired, logged out in another tab): only meaningful for logged-in calls. */
export function isUnauthorized(error: unknown): boolean {
  return dataOf(error)?.code === 'UNAUTHORIZED';
}
