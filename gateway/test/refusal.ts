/** How a typed tRPC call was refused: tRPC's code, the message, and the domain's stable code if any. */
import { TRPCError } from '@trpc/server';
import { AppError } from '../src/core/index.js';

export interface Refusal {
  code: TRPCError['code'];
  message: string;
  appCode: string | undefined;
}

/** Resolves with the refusal of `call`; fails the test when the call succeeds instead. */
export async function refusalOf(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const appCode = error.cause instanceof AppError ? error.cause.appCode : undefined;
    return { code: error.code, message: error.message, appCode };
  }
  throw new Error('the call was not refused');
}
