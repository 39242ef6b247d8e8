/**
 * Which checkout this deployment runs, as the gateway wrote it into index.html: known in the first
 * paint, so the sandbox's notice is there from the start instead of pushing the page down later.
 * Null when the page does not say (the dev server, or a copy of the page cached before it did).
 */
import { PAYMENTS_META, type PaymentsSetup } from '@app/contracts';

export function declaredPaymentsProvider(): PaymentsSetup['provider'] | null {
  const content = document.querySelector(`meta[name="${PAYMENTS_META}"]`)?.getAttribute('content');
  return content === 'sandbox' || content === 'razorpay' ? content : null;
}
