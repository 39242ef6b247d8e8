/**
 * An offer's mails: the guide reads who offers what instead of their price and where to answer it
 * by when; the tourist reads the answer, and for an acceptance the new total and 15 minutes to pay.
 */
import { EXAMPLE_COMPANY, mailRequestedSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.js';

/** 03:30 UTC is 09:00 in India. */
const ANSWER_BY = '2026-11-30T03:30:00.000Z';

describe('offers', () => {
  const offer = {
    kind: 'reserved',
    touristName: 'Tina Roy',
    touristEmail: 'tina@example.com',
    place: 'Amber Fort',
    location: 'Hotel Pearl Palace, Jaipur',
    date: '2026-12-01',
    time: '09:00',
    numPeople: 3,
    originalPrice: 15,
    offerPrice: 12.5,
    answerBy: ANSWER_BY,
  } as const;
  const render = (request: unknown) => renderMail(mailRequestedSchema.parse(request), EXAMPLE_COMPANY);

  it('asks the guide to answer an offer, with the traveller, people, both prices and where to answer', () => {
    const mail = render({ to: 'arjun@example.com', template: 'offer-received', data: offer });
    expect(mail.subject).toBe('New offer for Amber Fort: 12.50 USD per person');
    for (const fact of [
      'Tina Roy (tina@example.com) offers 12.50 USD per person instead of your 15 USD for Amber Fort, for 3 people: 37.50 USD in all instead of 45 USD.',
      'Pick-up place: Hotel Pearl Palace, Jaipur',
      'Time: 09:00 IST',
      'Accept or reject it under Messages in your profile menu by 2026-11-30 at 09:00 IST',
    ])
      expect(mail.text).toContain(fact);
    const instant = render({
      to: 'arjun@example.com',
      template: 'offer-received',
      data: { ...offer, kind: 'instant' },
    });
    expect(instant.text).toContain('When: as soon as it is paid (instant tour)');
  });

  it('tells the tourist an accepted offer is to be paid within 15 minutes at the new total, or that it was declined', () => {
    const answered = { guideName: 'Arjun Mehta', place: 'Amber Fort', numPeople: 3, pricePerPerson: 12.5 };
    const accepted = render({
      to: 'tina@example.com',
      template: 'offer-answered',
      data: { ...answered, decision: 'accept', amount: '$37.50', payBy: ANSWER_BY },
    });
    expect(accepted.subject).toBe('Arjun Mehta accepted your offer for Amber Fort');
    expect(accepted.text).toContain('The new total is $37.50.');
    expect(accepted.text).toContain('Pay it within 15 minutes, by 2026-11-30 at 09:00 IST');
    const declined = render({
      to: 'tina@example.com',
      template: 'offer-answered',
      data: { ...answered, decision: 'reject' },
    });
    expect(declined.subject).toBe('Arjun Mehta declined your offer for Amber Fort');
    expect(declined.text).toContain(
      'declined your offer of 12.50 USD per person for Amber Fort (3 people). Nothing was charged.',
    );
  });
});
