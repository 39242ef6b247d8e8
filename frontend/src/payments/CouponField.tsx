/** The popup's coupon code (spec §2, §5): typed or pasted, 'Apply' checks it with the server. */
import { MESSAGES } from '@app/contracts';
import { BusyButton, TextField } from '../components/ui/fields';
import type { CouponState } from './use-coupon';

export function CouponField({ coupon }: { coupon: CouponState }) {
  const applied = coupon.applied;
  const confirmation = applied === null ? null : `${MESSAGES.couponValid}: ${applied.percent}% off.`;
  return (
    <div className="payment-popup__coupon">
      <TextField
        label="Coupon code (optional)"
        value={coupon.text}
        onChange={coupon.setText}
        error={coupon.error}
        autoComplete="off"
        maxLength={40}
        placeholder="e.g. EXPLOREWITHUS20"
        {...(confirmation === null ? {} : { hint: confirmation })}
        addon={
          <BusyButton
            type="button"
            variant="secondary"
            busy={coupon.checking}
            busyLabel="Checking…"
            disabled={coupon.text.trim() === ''}
            onClick={() => void coupon.apply()}
          >
            Apply
          </BusyButton>
        }
      />
      {/* The result is read out where the button keeps focus. */}
      <p className="visually-hidden" aria-live="polite">
        {coupon.error ?? confirmation ?? ''}
      </p>
    </div>
  );
}
