/**
 * One way to take a card payment, whichever provider the gateway runs (`payments.setup`): Razorpay
 * Checkout, its script loaded on first use, or the offline sandbox checkout, our own popup answering
 * as Razorpay does. Both resolve with what Checkout hands its success handler, or 'dismissed' when
 * the buyer closes it; a declined card is retried inside the checkout itself.
 */
import type { PaymentsSetup, VerifySignatureInput } from '@app/contracts';
import { openRazorpay } from './razorpay';

/** What Checkout hands its success handler, to be checked by `payments.verify`. */
export type CheckoutResult = VerifySignatureInput;

export interface CheckoutOptions {
  /** The public key the order was created with. */
  readonly key: string;
  readonly orderId: string;
  /** In the currency's smallest unit, as the order was created. */
  readonly amount: number;
  readonly currency: string;
  /** Who is paid (the brand) and for what (the plan). */
  readonly name: string;
  readonly description: string;
  readonly prefill?: { readonly name?: string; readonly email?: string; readonly contact?: string };
}

/** The provider does not change while the page runs: asked once per page load. */
export const SETUP_OPTIONS = { staleTime: Number.POSITIVE_INFINITY } as const;

export async function openCheckout(
  provider: PaymentsSetup['provider'],
  options: CheckoutOptions,
): Promise<CheckoutResult | 'dismissed'> {
  if (provider === 'razorpay') return openRazorpay(options);
  // The sandbox's popup is a chunk of its own: a Razorpay set-up never loads it.
  const { openSandboxCheckout } = await import('./sandbox-host');
  return openSandboxCheckout(options);
}
