/**
 * The test-payments notice when the page did not say which checkout runs (declared-provider.ts):
 * shown once the gateway has said it is the sandbox; nothing in Razorpay mode.
 */
import { trpc } from '../app/trpc';
import { SETUP_OPTIONS } from './checkout';
import { TestPaymentsNotice } from './TestPaymentsNotice';

export function TestPaymentsBanner() {
  const setup = trpc.payments.setup.useQuery(undefined, SETUP_OPTIONS);
  return setup.data?.provider === 'sandbox' ? <TestPaymentsNotice /> : null;
}
