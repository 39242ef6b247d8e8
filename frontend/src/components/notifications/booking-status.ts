/** How a tourist's booking reads in 'My bookings': its status, its time and what cancelling refunds. */
import { BOOKING_HOURS, type BookingStatus, type BookingView } from '@app/contracts';
import { onFirstUse } from '../../app/on-first-use';
import { formatMoney } from '../../payments/money';

export type StatusTone = 'waiting' | 'action' | 'good' | 'ended';

export const STATUS_TEXT: Record<BookingStatus, { label: string; tone: StatusTone }> = {
  draft: { label: 'Not paid', tone: 'action' },
  negotiating: { label: 'Offer sent', tone: 'waiting' },
  'awaiting-payment': { label: 'Offer accepted: pay now', tone: 'action' },
  requested: { label: 'Waiting for the guide', tone: 'waiting' },
  confirmed: { label: 'Confirmed', tone: 'good' },
  rejected: { label: 'Declined', tone: 'ended' },
  expired: { label: 'No answer in time', tone: 'ended' },
  cancelled: { label: 'Cancelled', tone: 'ended' },
  lapsed: { label: 'Offer lapsed', tone: 'ended' },
};

const COMPLETED = { label: 'Tour completed', tone: 'ended' } as const;

/** How the booking's status reads: a confirmed tour whose time is over reads as completed. */
export const statusText = (booking: BookingView) =>
  booking.completed ? COMPLETED : STATUS_TEXT[booking.status];

/** Whether the booking is waiting for the tourist's payment. */
export const isPayable = (booking: BookingView) =>
  booking.status === 'awaiting-payment' || booking.status === 'draft';

/**
 * What the Cancel confirmation says: nothing is charged for an unpaid booking; a paid one gets back
 * `cancelRefundPercent` of its amount. Null when it can no longer be cancelled.
 */
export function cancelNotice(booking: BookingView): string | null {
  const percent = booking.cancelRefundPercent;
  if (percent === null) return null;
  if (!booking.paid) return 'Nothing has been paid yet, so cancelling costs nothing.';
  const back = Math.round(booking.amountUsd * percent) / 100;
  if (percent >= 100) return `You get the full ${formatMoney(back, 'USD')} back.`;
  return `You get ${percent}% back: ${formatMoney(back, 'USD')} of ${formatMoney(booking.amountUsd, 'USD')}.`;
}

const WHEN = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: BOOKING_HOURS.timeZone,
    }),
);

/** 'Sat, 14 Mar, 10:30 am', in India time like the slot the tourist chose; '' when unreadable. */
export function indiaTime(iso: string): string {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? '' : WHEN().format(when);
}

export function bookingWhen(booking: BookingView): string {
  return indiaTime(booking.startsAt) || `${booking.date} ${booking.time}`;
}
