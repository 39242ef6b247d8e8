/**
 * One of the tourist's bookings: place, guide, time, people and amount, its status and refund, and
 * what can be done now: pay an accepted offer, or cancel, after a confirmation that says what
 * cancelling refunds (cancelRefundPercent, the refund page's rules), or review the guide after the tour;
 * and, once published, what the guide wrote about the traveller (issue 26).
 */
import type { BookingView } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { formatMoney } from '../../payments/money';
import { BusyButton, FormAlert } from '../ui/fields';
import { bookingWhen, cancelNotice, indiaTime, isPayable, statusText } from './booking-status';
import { ReviewAction } from './ReviewAction';
import { TravellerReviewNote } from './TravellerReviewNote';

export interface BookingRowProps {
  readonly booking: BookingView;
  readonly onPay: (booking: BookingView) => void;
}

export function BookingRow({ booking: b, onPay }: BookingRowProps) {
  const utils = trpc.useUtils();
  const { mutateAsync: cancelBooking } = trpc.bookings.cancel.useMutation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const status = statusText(b);
  const notice = cancelNotice(b);

  // The confirmation replaces the Cancel button and back: focus follows, so it is never lost.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (asked.current) cancelRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const done = await cancelBooking({ id: b.id });
      notify(done.message);
      setConfirming(false);
    } catch (failed) {
      setProblem(errorMessage(failed));
      // Cancelled or started meanwhile: the list shows where it stands now.
      if (errorCode(failed) !== 'BOOKING_NOT_CANCELLABLE') return;
    } finally {
      setBusy(false);
    }
    await Promise.all([utils.bookings.invalidate(), utils.notifications.invalidate()]);
  };

  return (
    <li className="booking-row">
      <div className="booking-row__head">
        <strong className="booking-row__place">{b.touristPlace}</strong>
        <span className={`status-chip status-chip--${status.tone}`}>{status.label}</span>
      </div>
      <p className="booking-row__meta">
        {b.kind === 'instant' ? 'Instant' : 'Reserved'} · {bookingWhen(b)} · with {b.guideName}
      </p>
      <p className="booking-row__meta">
        {b.numPeople === 1 ? '1 person' : `${b.numPeople} people`} × {formatMoney(b.pricePerPerson, 'USD')} ={' '}
        <strong>{formatMoney(b.amountUsd, 'USD')}</strong>
        {b.kind === 'reserved' && ` · pick-up: ${b.location}`}
      </p>
      {b.refund !== undefined && <p className="booking-row__refund">Refunded: {b.refund}</p>}
      {b.status === 'requested' && b.answerBy !== undefined && (
        <p className="booking-row__meta">The guide answers by {indiaTime(b.answerBy)}.</p>
      )}
      {confirming && notice !== null ? (
        <div className="booking-row__confirm">
          <p>
            <strong>Cancel this booking?</strong> {notice}
          </p>
          <div className="booking-row__actions">
            <button
              ref={keepRef}
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setConfirming(false)}
            >
              Keep booking
            </button>
            <BusyButton
              type="button"
              size="sm"
              busy={busy}
              busyLabel="Cancelling…"
              onClick={() => void cancel()}
            >
              Cancel booking
            </BusyButton>
          </div>
        </div>
      ) : (
        (isPayable(b) || notice !== null) && (
          <div className="booking-row__actions">
            {notice !== null && (
              <button
                ref={cancelRef}
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => setConfirming(true)}
              >
                Cancel
              </button>
            )}
            {isPayable(b) && (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                aria-haspopup="dialog"
                onClick={() => onPay(b)}
              >
                Pay now
              </button>
            )}
          </div>
        )
      )}
      {b.travellerReview !== null && <TravellerReviewNote review={b.travellerReview} />}
      <ReviewAction booking={b} />
      <FormAlert message={problem} />
    </li>
  );
}
