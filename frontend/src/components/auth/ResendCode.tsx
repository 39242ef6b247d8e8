/** The box under a code step: when a new code may be asked for, and the button that asks. */
import { BusyButton } from '../ui/fields';
import { formatSeconds } from './use-countdown';

export function ResendCode({
  resendIn,
  busy,
  onResend,
}: {
  resendIn: number;
  busy: boolean;
  onResend: () => void;
}) {
  return (
    <div className="login__resend">
      {resendIn > 0 ? (
        <p className="login__resend-wait">
          Didn't get it? You can resend the code in{' '}
          <span className="login__timer">{formatSeconds(resendIn)}</span>
        </p>
      ) : (
        <p className="login__resend-wait">Didn't get it? Check your spam folder, or</p>
      )}
      <BusyButton
        type="button"
        variant="ghost"
        size="sm"
        busy={busy}
        busyLabel="Sending…"
        disabled={resendIn > 0}
        onClick={onResend}
      >
        Resend OTP
      </BusyButton>
    </div>
  );
}
