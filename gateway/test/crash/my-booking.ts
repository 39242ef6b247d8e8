/** A tourist looking up one of their bookings (GET /api/bookings), as the bookings page does. */
import type { BookingView } from '@app/contracts';
import type { Answer, UserCalls } from './client.js';

/** How often a waiting tourist looks again (for a guide's answer): often enough, yet a small share of the load. */
export const LOOK_AGAIN_MS = 400;

/** The answer and, when the list has it, the booking as its tourist sees it. */
export async function myBooking(
  calls: UserCalls,
  bookingId: string,
): Promise<{ answer: Answer | null; view?: BookingView }> {
  const answer = await calls.get('/api/bookings');
  if (answer?.status !== 200 || !Array.isArray(answer.body)) return { answer };
  const view = (answer.body as BookingView[]).find((b) => b.id === bookingId);
  return view ? { answer, view } : { answer };
}
