/**
 * The test-payments notice when the page did not say which checkout runs (declared-provider.ts):
 * shown once the gateway has said it is the sandbox; nothing in Razorpay mode.
 */
import { useQuery } from '@tanstack/react-query';
import { loadPaymentsSetup } from './checkout';
import { TestPaymentsNotice } from './TestPaymentsNotice';

export function TestPaymentsBanner() {
  const setup = useQuery({
    queryKey: ['payments', 'setup'],
    queryFn: loadPaymentsSetup,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return setup.data?.provider === 'sandbox' ? <TestPaymentsNotice /> : null;
}
