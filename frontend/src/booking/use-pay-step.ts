/**
 * 'Proceed To Payment' from the grid: the chosen guide's draft booking (made once, then reused),
 * then the payment popup for it. Remembers a verified payment, so that closing the popup after it
 * ends the flow instead of returning to the grid.
 */
import type { BookingView } from '@app/contracts';
import { useRef, useState } from 'react';
import type { PayableBooking } from './BookingPayment';

export interface PayStepOptions {
  readonly ensureDraft: (guideEmail: string) => Promise<BookingView>;
  /** The popup can open: the booking is held. */
  readonly onReady: () => void;
  /** A refused draft: what the flow makes of it, and the words for the grid, if any. */
  readonly onProblem: (error: unknown) => string | null;
  readonly setGridProblem: (problem: string | null) => void;
}

export function usePayStep({ ensureDraft, onReady, onProblem, setGridProblem }: PayStepOptions) {
  const [payment, setPayment] = useState<PayableBooking | null>(null);
  const [proceeding, setProceeding] = useState(false);
  const paid = useRef(false);

  const proceed = async (guideEmail: string) => {
    if (proceeding) return;
    setGridProblem(null);
    setProceeding(true);
    try {
      const draft = await ensureDraft(guideEmail);
      setPayment({
        bookingId: draft.id,
        amountUsd: draft.amountUsd,
        guideName: draft.guideName,
        guideMail: draft.guideEmail,
        place: draft.touristPlace,
        eventData: { location: draft.location, date: draft.date, time: draft.time },
      });
      onReady();
    } catch (failed) {
      // A refusal the flow acted on (the grid asked again, with its own words) keeps those words.
      const shown = onProblem(failed);
      if (shown !== null) setGridProblem(shown);
    } finally {
      setProceeding(false);
    }
  };

  return {
    payment,
    proceeding,
    proceed,
    markPaid: () => {
      paid.current = true;
    },
    wasPaid: () => paid.current,
  };
}
