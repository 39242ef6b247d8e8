/**
 * Which checkout this deployment runs, as the gateway wrote it into index.html: known in the first
 * paint, so the sandbox's notice is there from the start instead of pushing the page down later.
 * Null when the page does not say (the dev server, or a copy of the page cached before it did).
 */
import { PAYMENTS_META, type PaymentsSetup } from '@app/contracts';

type Declared = PaymentsSetup['provider'] | null;

/** While a page is prerendered there is no document: the checkout the page is made for. */
let assumed: Declared = null;

export function assumePaymentsProvider(provider: Declared): void {
  assumed = provider;
}

export function declaredPaymentsProvider(): Declared {
  if (typeof document === 'undefined') return assumed;
  const content = document.querySelector(`meta[name="${PAYMENTS_META}"]`)?.getAttribute('content');
  return content === 'sandbox' || content === 'razorpay' ? content : null;
}
