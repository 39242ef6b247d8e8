/**
 * The sandbox checkout's own calls (`/sandbox/pay`, `/sandbox/confirm`): plain URLs, like the
 * provider's checkout they stand in for, and outside the app's data layer (the checkout opens in a
 * root of its own). Everything else the payments ask goes through tRPC (`payments`, `plans`).
 */
import type { SandboxPayAnswer } from '@app/contracts';
import { call } from '../app/api-client';

export const sandboxApi = {
  pay: (order_id: string, card: string) => call<SandboxPayAnswer>('/sandbox/pay', { order_id, card }),
  confirm: (payment_id: string) => call<SandboxPayAnswer>('/sandbox/confirm', { payment_id }),
};
