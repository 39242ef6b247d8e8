/** The notice every page shows while the payment sandbox is active (DECISIONS 16). */
import './test-payments-banner.css';

export function TestPaymentsNotice() {
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
