/** Notifications as the worker stores them, for the notifications domain's tests. */
import type { NotificationDoc } from '@app/contracts';

let seq = 0;

/**
 * A stored notification to Asha about a booking with Ravi, as the worker writes it; `minute` orders
 * them in time, and each has its own id and message.
 */
export function aNotification(
  overrides: Partial<NotificationDoc> & { minute?: number } = {},
): NotificationDoc {
  const { minute = 0, ...fields } = overrides;
  seq += 1;
  return {
    _id: `notification-${seq}`,
    recipient: 'asha@example.com',
    role: 'tourist',
    bookingId: 'booking-1',
    subject: 'booking',
    message: `message ${seq}`,
    timestamp: new Date(Date.UTC(2025, 2, 1, 10, minute)),
    descision: 'pending...',
    guideMail: 'ravi.guide@example.com',
    guideName: 'Ravi Kumar',
    touristPlace: 'Amber Fort',
    Payment: 18,
    numPeople: 3,
    read: false,
    payable: false,
    ...fields,
  };
}
