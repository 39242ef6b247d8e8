/**
 * One way to take a card payment, whichever provider the gateway runs (GET /api/payments/setup):
 * Razorpay Checkout, its script loaded on first use, or the offline sandbox checkout, our own popup
 * answering as Razorpay does. Both resolve with what Checkout hands its success handler, or
 * 'dismissed' when the buyer closes it; a declined card is retried inside the checkout itself.
 */
import type { PaymentsSetup } from '@app/contracts';
import { type CheckoutResult, paymentsApi } from './api';
import { openRazorpay } from './razorpay';

export type { CheckoutResult };

export interface CheckoutOptions {
  /** The public key create-order answered. */
  readonly key: string;
  readonly orderId: string;
  /** In the currency's smallest unit, as create-order answered it. */
  readonly amount: number;
  readonly currency: string;
  /** Who is paid (the brand) and for what (the plan). */
  readonly name: string;
  readonly description: string;
  readonly prefill?: { readonly name?: string; readonly email?: string; readonly contact?: string };
}

let setup: Promise<PaymentsSetup> | undefined;

/** The active provider, asked once per page load (a failed ask is asked again next time). */
export function loadPaymentsSetup(): Promise<PaymentsSetup> {
  setup ??= paymentsApi.setup().catch((error: unknown) => {
    setup = undefined;
    throw error;
  });
  return setup;
}

export async function openCheckout(options: CheckoutOptions): Promise<CheckoutResult | 'dismissed'> {
  const { provider } = await loadPaymentsSetup();
  if (provider === 'razorpay') return openRazorpay(options);
  // The sandbox's popup is a chunk of its own: a Razorpay set-up never loads it.
  const { openSandboxCheckout } = await import('./sandbox-host');
  return openSandboxCheckout(options);
}
