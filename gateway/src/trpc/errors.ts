/** tRPC's side of the one error policy: same messages and codes as REST, no internals, no stacks. */
import { type ErrorCode, EXPECTED_REFUSALS, MESSAGES } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import { type DefaultErrorShape, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import { AppError, DEFAULT_CODE, ERROR_STATUS, retryLaterError } from '../core/index.js';
import { zodMessage } from '../http/index.js';

/** Domain errors keep their meaning: AppError kinds are tRPC's code names; a full disk's or a down service's refusal is one too. */
export function toTrpcError(error: TRPCError): TRPCError {
  const cause = retryLaterError(error.cause)?.error ?? error.cause;
  if (cause instanceof AppError) return new TRPCError({ code: cause.code, message: cause.message, cause });
  if (cause instanceof ZodError)
    return new TRPCError({ code: 'BAD_REQUEST', message: zodMessage(cause), cause });
  return error;
}

/** tRPC's own kinds of error: ours (AppError kinds are tRPC's names) and two that only tRPC raises. */
const CODE_OF_TRPC: Partial<Record<TRPCError['code'], ErrorCode>> = {
  ...DEFAULT_CODE,
  PARSE_ERROR: 'MALFORMED_BODY',
  METHOD_NOT_SUPPORTED: 'NOT_FOUND',
};

/** The stable code of a tRPC error: the domain's own, or one that matches tRPC's kind. */
function appCodeOf(error: TRPCError): ErrorCode {
  if (error.cause instanceof AppError) return error.cause.appCode;
  if (error.cause instanceof ZodError) return 'INVALID_INPUT';
  return CODE_OF_TRPC[error.code] ?? 'INTERNAL';
}

export type AppErrorShape = DefaultErrorShape & { data: DefaultErrorShape['data'] & { appCode: ErrorCode } };

export function formatTrpcError({
  shape,
  error,
}: {
  shape: DefaultErrorShape;
  error: TRPCError;
}): AppErrorShape {
  // A full disk can refuse a write before any procedure runs (a session's touch, in the context).
  const later = retryLaterError(error.cause);
  if (later) return retryLaterShape(shape, later.error);
  const appCode = appCodeOf(error);
  const message =
    error.cause instanceof ZodError
      ? zodMessage(error.cause)
      : appCode === 'INTERNAL'
        ? MESSAGES.internalError
        : shape.message;
  const { stack: _stack, ...data } = shape.data;
  return { ...shape, message, data: { ...data, appCode } };
}

/** The answer for a write the full disk refused or a call a service that is down refused, wherever it was thrown: 503. */
function retryLaterShape(shape: DefaultErrorShape, full: AppError): AppErrorShape {
  const { stack: _stack, ...data } = shape.data;
  return {
    ...shape,
    code: TRPC_ERROR_CODES_BY_KEY[full.code],
    message: full.message,
    data: { ...data, code: full.code, httpStatus: ERROR_STATUS[full.code], appCode: full.appCode },
  };
}

const EXPECTED = new Set<ErrorCode>(EXPECTED_REFUSALS);

/**
 * tRPC's `responseMeta`: an answer whose every error is a refusal users meet in the normal course
 * (contracts' EXPECTED_REFUSALS) goes out as 200, its body tRPC's error as before, so the browser
 * logs no failed request for a wrong password; any other error keeps the status tRPC gave it.
 */
export function quietRefusals({ errors }: { errors: readonly TRPCError[] }): { status?: number } {
  const expected = (error: TRPCError) => error.cause instanceof AppError && EXPECTED.has(error.cause.appCode);
  return errors.length > 0 && errors.every(expected) ? { status: 200 } : {};
}
