/**
 * The notice every page shows while the payment sandbox is active (DECISIONS 16): no card is
 * charged, and the test cards work. Nothing shows in Razorpay mode, or until the gateway has said.
 */
import { useQuery } from '@tanstack/react-query';
import { loadPaymentsSetup } from './checkout';
import './test-payments-banner.css';

export function TestPaymentsBanner() {
  const setup = useQuery({
    queryKey: ['payments', 'setup'],
    queryFn: loadPaymentsSetup,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (setup.data?.provider !== 'sandbox') return null;
  return (
    // A landmark of its own: it sits above the navigation, outside header and main.
    <aside className="test-payments" aria-label="Test payments">
      <p className="test-payments__note" role="note">
        <strong>Test payments</strong>
        <span>No real money moves here: pay with the test card 4111 1111 1111 1111.</span>
      </p>
    </aside>
  );
}
