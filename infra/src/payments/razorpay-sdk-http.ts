/**
 * The razorpay SDK's HTTP side, adjusted where the SDK offers no option: its axios instance
 * (`api.rq`, created in the constructor with the fixed host https://api.razorpay.com) gets another
 * base URL for tests, a timeout, and errors that keep their cause; its rejections become
 * PaymentProviderError.
 */
import type Razorpay from 'razorpay';
import { z } from 'zod';
import { ExternalAnswerError } from '../external-answer.js';
import { PaymentProviderError } from './port.js';

/** What the SDK rejects with after an HTTP error: the status and the body's `error` object. */
const sdkErrorSchema = z.object({
  statusCode: z.coerce.number(),
  error: z.object({ code: z.string().optional(), description: z.string().optional() }).nullish(),
});

/** The parts of the SDK's axios instance this adapter adjusts. */
interface SdkHttpClient {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { response: { use(onFulfilled: undefined, onRejected: (error: unknown) => never): number } };
}

function isSdkHttpClient(value: unknown): value is SdkHttpClient {
  // An axios instance is a function with properties.
  return (
    (typeof value === 'function' || (typeof value === 'object' && value !== null)) &&
    'defaults' in value &&
    typeof value.defaults === 'object' &&
    'interceptors' in value &&
    typeof value.interceptors === 'object'
  );
}

/**
 * The SDK turns a failed call into `{statusCode: err.response.status, ...}` and so fails with a
 * TypeError when no answer came at all; this gives such errors an answer of status 0 that carries
 * the real cause (refused connection, timeout) through to PaymentProviderError.
 */
function keepTransportErrors(error: unknown): never {
  if (typeof error === 'object' && error !== null && 'response' in error && error.response) throw error;
  const description = error instanceof Error ? error.message : String(error);
  throw Object.assign(new Error(description), {
    response: { status: 0, data: { error: { code: 'NETWORK_ERROR', description } } },
  });
}

/** A rejection of the SDK as PaymentProviderError; anything else unchanged. */
export function providerError(error: unknown): Error {
  if (error instanceof ExternalAnswerError) return error;
  const parsed = sdkErrorSchema.safeParse(error);
  if (!parsed.success) return error instanceof Error ? error : new Error(String(error));
  const { statusCode, error: body } = parsed.data;
  return new PaymentProviderError(
    statusCode,
    body?.code ?? 'UNKNOWN_ERROR',
    body?.description ?? `answered ${statusCode} without an error description`,
  );
}

/** Points the SDK at `baseUrl` (tests only), bounds each call by `timeoutMs`, keeps transport errors. */
export function adjustSdkHttp(sdk: Razorpay, options: { baseUrl?: string; timeoutMs: number }): void {
  const http: unknown = Reflect.get(sdk.api, 'rq');
  if (!isSdkHttpClient(http)) {
    throw new Error(
      'the razorpay SDK no longer keeps an axios instance in api.rq: review razorpay-sdk-http.ts',
    );
  }
  if (options.baseUrl !== undefined) http.defaults.baseURL = options.baseUrl;
  http.defaults.timeout = options.timeoutMs;
  http.interceptors.response.use(undefined, keepTransportErrors);
}
