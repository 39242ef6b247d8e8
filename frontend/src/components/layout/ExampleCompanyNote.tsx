/**
 * Said wherever company details show while they are the demo's example values, so nobody takes
 * them for a real company's.
 */
import './example-company-note.css';

export function ExampleCompanyNote({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <p className={`example-company-note example-company-note--${tone}`} role="note">
      <strong>Example details.</strong> This demo has not been given its operator’s company details yet.
    </p>
  );
}
