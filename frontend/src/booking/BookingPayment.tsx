/**
 * Paying a guide booking (spec §2 popup 6, §4): the shared payment popup in US dollars by default,
 * the order for the booking (the server prices it, DECISIONS 4), then the booking e-mail request
 * and fresh booking lists. Used by the booking flow and by an accepted offer in Messages.
 */
import { CURRENCY_DEFAULTS, PRICE_DECIMALS } from '@app/contracts';
import { useAuth } from '../app/auth';
import { trpc } from '../app/trpc';
import { PaymentPopup } from '../payments/PaymentPopup';
import { AUTHORISE_ONLY_NOTE } from './authorise-note';

/** What the popup and the e-mail request need of the booking. */
export interface PayableBooking {
  readonly bookingId: string;
  readonly amountUsd: number;
  readonly guideName: string;
  readonly guideMail: string;
  readonly place: string;
  /** Spec §3 Booking event data, when the page knows it. */
  readonly eventData?: { location: string; date: string; time: string };
}

export interface BookingPaymentProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly booking: PayableBooking;
  /** After the server verified the payment (before the popup closes). */
  readonly onPaid?: () => void;
  /** A request the guide has still to accept: the card is only authorised (an accepted offer is charged). */
  readonly authoriseOnly?: boolean;
}

export function BookingPayment({ open, onOpenChange, booking, onPaid, authoriseOnly }: BookingPaymentProps) {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const { mutateAsync: sendEmail } = trpc.bookings.sendEmail.useMutation();
  return (
    <PaymentPopup
      open={open}
      onOpenChange={onOpenChange}
      title={`Guide: ${booking.guideName}`}
      priceUsd={booking.amountUsd}
      priceDecimals={PRICE_DECIMALS}
      defaultCurrency={CURRENCY_DEFAULTS.payment}
      withCoupon={false}
      wording="payment"
      {...(authoriseOnly ? { note: AUTHORISE_ONLY_NOTE } : {})}
      itemFor={() => ({ type: 'booking', bookingId: booking.bookingId })}
      onPaid={async () => {
        onPaid?.();
        try {
          await sendEmail({
            bookingId: booking.bookingId,
            touristMail: user?.email ?? '',
            guideMail: booking.guideMail,
            guideName: booking.guideName,
            eventData: booking.eventData,
            amount: booking.amountUsd,
            place: booking.place,
          });
        } catch {
          // The server mails both sides when it credits the payment; this request only confirms
          // it, so a failure here must not read as a failed payment.
        }
        await Promise.all([utils.bookings.invalidate(), utils.notifications.invalidate()]);
      }}
    />
  );
}
