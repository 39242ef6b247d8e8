/** Limits of the API that the browser's client keeps to as well. */

/** Calls in one tRPC batch; a longer batch is refused with 400 (the client splits before that). */
export const TRPC_MAX_BATCH = 20;
