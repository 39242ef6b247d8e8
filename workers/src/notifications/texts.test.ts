import type { Payload, TOPICS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { decisionText, endedText } from './texts.js';

const decided = (
  extra: Partial<Payload<typeof TOPICS.bookingDecided>>,
): Payload<typeof TOPICS.bookingDecided> => ({
  bookingId: 'b1',
  subject: 'booking',
  decision: 'reject',
  reason: 'guide',
  touristEmail: 'tina@example.com',
  guideEmail: 'asha@example.com',
  guideName: 'Asha',
  touristPlace: 'Taj Mahal',
  numPeople: 2,
  pricePerPerson: 15,
  ...extra,
});

describe('what the notifications say of an ended booking', () => {
  it('says a request’s hold is released, uncharged, and an accepted booking’s money refunded', () => {
    expect(decisionText(decided({ refund: '$30.00', released: true }))).toBe(
      'Asha rejected your booking request for Taj Mahal. The hold of $30.00 on your card is released; nothing was charged.',
    );
    expect(decisionText(decided({ reason: 'cancelled', refund: '$24.00' }))).toBe(
      'You cancelled your booking with Asha for Taj Mahal. $24.00 will be refunded to you.',
    );
  });

  it('tells both sides an offer lapsed, not that the guide failed to answer', () => {
    const lapsed = decided({ subject: 'negotiation', reason: 'lapsed' });
    expect(decisionText(lapsed)).toBe(
      'Your offer to Asha for Taj Mahal lapsed: it was not answered or paid within 15 minutes.',
    );
    expect(endedText(lapsed)).toBe(
      'The offer for Taj Mahal (2 people) lapsed: it was not answered or paid in time.',
    );
  });
});
