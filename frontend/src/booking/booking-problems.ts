/**
 * What a refused booking call makes the popups do, decided by its stable code (never its words):
 * log in, fix the slot on the details form, see the guide grid again, fix the offer, wait for the
 * guide, or just read the server's message where the call was made.
 */
import type { ErrorCode } from '@app/contracts';

export type ProblemAction = 'login' | 'slot' | 'guides' | 'offer' | 'wait' | 'message';

const ACTIONS: Partial<Record<ErrorCode, ProblemAction>> = {
  NOT_LOGGED_IN: 'login',
  BOOKING_SLOT: 'slot',
  // The guide was taken meanwhile, or no longer fits: the grid is asked again.
  GUIDE_UNAVAILABLE: 'guides',
  GUIDE_NOT_BOOKABLE: 'guides',
  BOOKING_MISSING: 'guides',
  // Unpaid for 15 minutes: the booking is made again from the grid.
  BOOKING_LAPSED: 'guides',
  OFFER_RANGE: 'offer',
  WAIT_FOR_GUIDE: 'wait',
};

export function problemAction(code: ErrorCode | undefined): ProblemAction {
  return (code !== undefined ? ACTIONS[code] : undefined) ?? 'message';
}
