/** tRPC's side of the one error policy: same messages as REST, no internals, no stack traces. */
import { MESSAGES } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import type { DefaultErrorShape } from '@trpc/server/unstable-core-do-not-import';
import { ZodError } from 'zod';
import { AppError } from '../errors.js';
import { zodMessage } from '../http/zod-message.js';

/** Domain errors keep their meaning: AppError codes are tRPC's code names. */
export function toTrpcError(error: TRPCError): TRPCError {
  const cause = error.cause;
  if (cause instanceof AppError) return new TRPCError({ code: cause.code, message: cause.message, cause });
  if (cause instanceof ZodError)
    return new TRPCError({ code: 'BAD_REQUEST', message: zodMessage(cause), cause });
  return error;
}

export function formatTrpcError({
  shape,
  error,
}: {
  shape: DefaultErrorShape;
  error: TRPCError;
}): DefaultErrorShape {
  const message =
    error.cause instanceof ZodError
      ? zodMessage(error.cause)
      : error.code === 'INTERNAL_SERVER_ERROR'
        ? MESSAGES.internalError
        : shape.message;
  const { stack: _stack, ...data } = shape.data;
  return { ...shape, message, data };
}
