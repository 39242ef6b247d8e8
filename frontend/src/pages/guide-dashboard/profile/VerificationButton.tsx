/**
 * The verification button (spec §4): 'Send For verification' sends the form; 'Under Verification'
 * is grey and inactive; 'Verified' is an inactive green button until the guide unlocks the form.
 * One element throughout, inactive through aria-disabled: after a submission the focus stays on it
 * instead of falling out of the page.
 */
import type { VerificationAction } from './verification';

export function VerificationButton({ action, busy }: { action: VerificationAction; busy: boolean }) {
  const inactive = busy || !action.canSubmit;
  const tone = action.canSubmit ? 'btn-primary' : `verify-button--${action.tone}`;
  return (
    <button
      type={action.canSubmit ? 'submit' : 'button'}
      className={`btn ${tone} verify-button`}
      aria-disabled={inactive || undefined}
      aria-busy={busy || undefined}
    >
      {busy && <span className="busy-button__spinner" aria-hidden="true" />}
      {action.tone === 'verified' && !action.canSubmit && (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      )}
      {busy ? 'Sending…' : action.label}
    </button>
  );
}
