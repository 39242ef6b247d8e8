/** A failed load said as the user should read it, with a button to try once more. */
import { BusyButton, FormAlert } from './fields';

export interface RetryAlertProps {
  readonly message: string;
  readonly onRetry: () => void;
  /** True while the retry runs: the button shows a spinner. */
  readonly retrying: boolean;
  /** The button's words; the spec says 'Retry' for the city list. */
  readonly label?: string;
}

export function RetryAlert({ message, onRetry, retrying, label = 'Try again' }: RetryAlertProps) {
  return (
    <div className="retry-alert">
      <FormAlert message={message} />
      <BusyButton type="button" variant="ghost" size="sm" busy={retrying} onClick={onRetry}>
        {label}
      </BusyButton>
    </div>
  );
}
