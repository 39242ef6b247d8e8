/** Domain errors: services throw them; only the edges turn them into HTTP statuses or tRPC codes. */
import { type ErrorCode, MESSAGES } from '@app/contracts';
import { BlobsUnavailableError, isStorageFull } from '@app/infra';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  /** An outside service the call needs (the payment provider) did not answer: not the user's mistake. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

/** The stable code an error of a kind carries when the service names none more precise. */
export const DEFAULT_CODE: Record<ErrorKind, ErrorCode> = {
  BAD_REQUEST: 'INVALID_INPUT',
  UNAUTHORIZED: 'NOT_LOGGED_IN',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'UNAVAILABLE',
};

export class AppError extends Error {
  override readonly name = 'AppError';
  /** The stable code the browser branches on. */
  readonly appCode: ErrorCode;

  constructor(
    readonly code: ErrorKind,
    message: string,
    appCode?: ErrorCode,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.appCode = appCode ?? DEFAULT_CODE[code];
  }

  get status(): (typeof ERROR_STATUS)[ErrorKind] {
    return ERROR_STATUS[this.code];
  }
}

/** How long a client is told to wait (Retry-After, seconds) before it tries a save the full disk refused again. */
export const STORAGE_FULL_RETRY_SECONDS = 30;
/** How long a client is told to wait before it tries again a call a service that was down refused. */
export const UNAVAILABLE_RETRY_SECONDS = 10;

/**
 * A write the server's disk had no room for (ENOSPC or EDQUOT, from the store or any adapter that
 * writes files), as the 503 both edges answer, never a 500: nothing was saved, and once space is
 * freed the same call succeeds with no restart. Null for any other error.
 */
export function storageFullError(error: unknown): AppError | null {
  if (error instanceof AppError && error.appCode === 'STORAGE_FULL') return error;
  if (!isStorageFull(error)) return null;
  return new AppError('SERVICE_UNAVAILABLE', MESSAGES.storageFull, 'STORAGE_FULL', { cause: error });
}

/**
 * A call that failed only because a service it needs is down (the blob store): 503, retry
 * shortly, never a 500. Null for any other error.
 */
export function unavailableError(error: unknown): AppError | null {
  if (!(error instanceof BlobsUnavailableError)) return null;
  return new AppError('SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable, 'UNAVAILABLE', { cause: error });
}

/** A 503 the client can retry: a full disk or a service down, with how long to wait; null otherwise. */
export function retryLaterError(error: unknown): { error: AppError; retryAfterSeconds: number } | null {
  const full = storageFullError(error);
  if (full) return { error: full, retryAfterSeconds: STORAGE_FULL_RETRY_SECONDS };
  const down = unavailableError(error);
  return down ? { error: down, retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS } : null;
}
