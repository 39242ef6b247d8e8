/** The sandbox checkout's test cards and what each does, like a card network's test numbers. */

export const SANDBOX_CARDS = {
  /** Paid at once: the payment is captured and the order paid. */
  succeeds: '4111111111111111',
  /** Refused by the "bank": the payment fails and the order stays unpaid. */
  declined: '4000000000000002',
  /** Waits for a second step (3-D Secure on a real checkout) that `confirm` completes. */
  needsSecondStep: '4000000000003220',
} as const;

export type CardOutcome = 'succeeds' | 'declined' | 'needsSecondStep' | 'unknown';

export const DECLINE_REASON = 'Your payment was declined by the bank. Please try another card.';
export const UNKNOWN_CARD_REASON =
  'This is the test checkout: use 4111 1111 1111 1111, 4000 0000 0000 0002 or 4000 0000 0000 3220.';

/** What the card does; spaces and dashes, as people type them, are ignored. */
export function cardOutcome(card: string): CardOutcome {
  switch (card.replace(/[\s-]/g, '')) {
    case SANDBOX_CARDS.succeeds:
      return 'succeeds';
    case SANDBOX_CARDS.declined:
      return 'declined';
    case SANDBOX_CARDS.needsSecondStep:
      return 'needsSecondStep';
    default:
      return 'unknown';
  }
}

/** The last four digits, all the sandbox keeps of a card. */
export const last4 = (card: string): string => card.replace(/[\s-]/g, '').slice(-4);
