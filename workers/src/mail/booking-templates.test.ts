/**
 * The booking mails as each side reads them, state by state: each says what is true of its state
 * (a request waiting for the guide is authorised, not charged, and never "confirmed"), and the
 * guide's copy names the traveller, the people, the pick-up place and the time.
 */
import { EXAMPLE_COMPANY, type MailRequest, mailRequestedSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { renderMail } from './templates.js';

type Update = Extract<MailRequest, { template: 'booking-update' }>['data'];
type Role = 'tourist' | 'guide';

const TOUR = {
  bookingId: 'b-amber-1',
  kind: 'reserved',
  guideName: 'Arjun Mehta',
  touristName: 'Tina Roy',
  touristEmail: 'tina@example.com',
  place: 'Amber Fort',
  location: 'Hotel Pearl Palace, Jaipur',
  date: '2026-12-01',
  time: '09:00',
  numPeople: 3,
  amount: '₹2,500.00',
} as const;

/** 03:30 UTC is 09:00 in India. */
const ANSWER_BY = '2026-11-30T03:30:00.000Z';

/** What one state adds to the tour, state by state. */
type StateOf<U> = U extends unknown ? Omit<U, keyof typeof TOUR | 'role'> : never;

/** The mail of `state` for `role`, checked by the schema as the worker checks it, then rendered. */
function read(role: Role, state: StateOf<Update>) {
  const request = mailRequestedSchema.parse({
    to: role === 'tourist' ? TOUR.touristEmail : 'arjun@example.com',
    template: 'booking-update',
    data: { ...TOUR, role, ...state },
  });
  const mail = renderMail(request, EXAMPLE_COMPANY);
  return { subject: mail.subject, text: mail.text };
}

const GUIDE_FACTS = [
  'Traveller: Tina Roy (tina@example.com)',
  'Pick-up place: Hotel Pearl Palace, Jaipur',
  'Date: 2026-12-01',
  'Time: 09:00 IST',
  'People: 3',
];

describe('a paid request waiting for the guide', () => {
  it('tells the tourist it was sent, that the amount is authorised and not charged, and the deadline in India time', () => {
    const mail = read('tourist', { state: 'requested', answerBy: ANSWER_BY });
    expect(mail.subject).toBe('Your booking request for Amber Fort was sent to Arjun Mehta');
    expect(mail.text).toContain(
      'was sent to Arjun Mehta. ₹2,500.00 is authorised on your card: it is held, not charged.',
    );
    expect(mail.text).toContain('Arjun Mehta answers by 2026-11-30 at 09:00 IST.');
    expect(mail.text).toContain('the hold is released with no fee');
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/confirm/i);
  });

  it('asks the guide to answer by the deadline, naming the traveller, people, pick-up place, time and amount', () => {
    const mail = read('guide', { state: 'requested', answerBy: ANSWER_BY });
    expect(mail.subject).toBe('New booking request for Amber Fort: please answer by 2026-11-30 at 09:00 IST');
    expect(mail.text).toContain(
      'Tina Roy (tina@example.com) asks you to guide 3 people at Amber Fort on 2026-12-01 at 09:00 IST, for ₹2,500.00.',
    );
    for (const fact of [...GUIDE_FACTS, 'Amount: ₹2,500.00']) expect(mail.text).toContain(fact);
    expect(mail.text).toContain(
      'Please accept or reject it under Messages in your profile menu by 2026-11-30 at 09:00 IST.',
    );
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/confirm/i);
  });
});

describe('a confirmed booking', () => {
  it('tells the tourist a request the guide accepted is confirmed and charged', () => {
    const mail = read('tourist', { state: 'confirmed', negotiated: false });
    expect(mail.subject).toBe('Your tour of Amber Fort with Arjun Mehta is confirmed');
    expect(mail.text).toContain(
      'Arjun Mehta accepted your request: your tour of Amber Fort is confirmed and ₹2,500.00 has been charged to your card.',
    );
  });

  it('tells the guide they accepted it, with the traveller and the tour', () => {
    const mail = read('guide', { state: 'confirmed', negotiated: false });
    expect(mail.subject).toBe('Booking confirmed: Amber Fort on 2026-12-01 at 09:00 IST');
    expect(mail.text).toContain("You accepted Tina Roy (tina@example.com)'s request: the tour is confirmed");
    for (const fact of GUIDE_FACTS) expect(mail.text).toContain(fact);
  });

  it('tells both sides a paid accepted offer is confirmed and paid', () => {
    expect(read('tourist', { state: 'confirmed', negotiated: true }).text).toContain(
      'Your tour of Amber Fort with Arjun Mehta is confirmed and paid: ₹2,500.00, at the price Arjun Mehta accepted.',
    );
    expect(read('guide', { state: 'confirmed', negotiated: true }).text).toContain(
      'Tina Roy (tina@example.com) paid ₹2,500.00 at the price you accepted: the tour is confirmed.',
    );
  });
});

describe('a request that ends without a tour', () => {
  it('tells the tourist the guide declined and the hold is released; the guide keeps a short record', () => {
    const tourist = read('tourist', { state: 'rejected', refund: '₹2,500.00' });
    expect(tourist.subject).toBe('Arjun Mehta declined your booking request for Amber Fort');
    expect(tourist.text).toContain('The ₹2,500.00 held on your card is released: you are not charged.');
    const guide = read('guide', { state: 'rejected' });
    expect(guide.subject).toBe('You declined the booking request for Amber Fort');
    expect(guide.text).toContain(
      "You declined Tina Roy (tina@example.com)'s request for 3 people at Amber Fort on 2026-12-01 at 09:00 IST.",
    );
  });

  it('tells both that an unanswered request expired, and the tourist that the money is released', () => {
    const tourist = read('tourist', { state: 'expired', refund: '₹2,500.00' });
    expect(tourist.subject).toBe('No answer from Arjun Mehta: your request for Amber Fort has expired');
    expect(tourist.text).toContain(
      'did not answer your booking request for Amber Fort on 2026-12-01 at 09:00 IST in time',
    );
    expect(tourist.text).toContain('The ₹2,500.00 held on your card is released');
    const guide = read('guide', { state: 'expired', refund: '₹2,500.00' });
    expect(guide.subject).toBe('Booking request expired: Amber Fort on 2026-12-01 at 09:00 IST');
    expect(guide.text).toContain("You did not answer Tina Roy (tina@example.com)'s request");
  });
});

describe('a cancellation by the tourist', () => {
  it('names what goes back to the tourist, or that nothing does', () => {
    const refunded = read('tourist', { state: 'cancelled', stage: 'booking', refund: '₹2,250.00' });
    expect(refunded.subject).toBe('You cancelled your booking of Amber Fort');
    expect(refunded.text).toContain(
      'You cancelled your booking with Arjun Mehta for Amber Fort on 2026-12-01 at 09:00 IST.',
    );
    expect(refunded.text).toContain('₹2,250.00 goes back to your card');
    expect(read('tourist', { state: 'cancelled', stage: 'booking' }).text).toContain(
      'Nothing goes back to your card',
    );
    expect(read('tourist', { state: 'cancelled', stage: 'offer' }).text).toContain(
      'You withdrew your offer to Arjun Mehta for Amber Fort. Nothing was charged.',
    );
  });

  it('tells a tourist who cancelled a request the guide had not accepted that the hold is released, uncharged', () => {
    const request = read('tourist', { state: 'cancelled', stage: 'request', refund: '₹2,250.00' });
    expect(request.text).toContain('You cancelled your booking request with Arjun Mehta');
    expect(request.text).toContain('The ₹2,250.00 held on your card is released: you are not charged.');
    expect(request.text).not.toContain('goes back to your card');
  });

  it('tells the guide who cancelled what, and that a cancelled booking frees the time', () => {
    const booking = read('guide', { state: 'cancelled', stage: 'booking', refund: '₹2,250.00' });
    expect(booking.subject).toBe('Booking cancelled: Amber Fort on 2026-12-01 at 09:00 IST');
    expect(booking.text).toContain(
      'Tina Roy (tina@example.com) cancelled their booking for 3 people at Amber Fort',
    );
    expect(booking.text).toContain('You are no longer expected');
    expect(booking.text).not.toContain('₹');
    expect(read('guide', { state: 'cancelled', stage: 'request' }).text).toContain(
      'cancelled their booking request for 3 people at Amber Fort on 2026-12-01 at 09:00 IST.\n\nThere is nothing to answer.',
    );
  });
});

describe('the reminder the day before', () => {
  it('reminds the tourist of guide, place and time, and the guide of traveller, people, pick-up place and time', () => {
    const tourist = read('tourist', { state: 'reminder' });
    expect(tourist.subject).toBe('Reminder: your tour of Amber Fort on 2026-12-01 at 09:00 IST');
    expect(tourist.text).toContain('Your tour of Amber Fort with Arjun Mehta is on 2026-12-01 at 09:00 IST.');
    const guide = read('guide', { state: 'reminder' });
    expect(guide.subject).toBe('Reminder: Amber Fort with Tina Roy on 2026-12-01 at 09:00 IST');
    for (const fact of GUIDE_FACTS) expect(guide.text).toContain(fact);
  });
});

describe('what the schema refuses', () => {
  const parse = (template: string, data: object) =>
    mailRequestedSchema.safeParse({ to: 'tina@example.com', template, data }).success;

  it('a request without its deadline, a state it does not know, overlong fields, a rejection without reason', () => {
    const tour = { ...TOUR, role: 'tourist' };
    expect(parse('booking-update', { ...tour, state: 'requested', answerBy: ANSWER_BY })).toBe(true);
    expect(parse('booking-update', { ...tour, state: 'requested' })).toBe(false);
    expect(parse('booking-update', { ...tour, state: 'paid' })).toBe(false);
    expect(parse('booking-update', { ...tour, state: 'reminder', place: 'x'.repeat(201) })).toBe(false);
    expect(parse('booking-update', { ...tour, state: 'reminder', amount: '1'.repeat(41) })).toBe(false);
    expect(parse('guide-verification', { decision: 'rejected', guideName: 'Arjun' })).toBe(false);
    expect(
      parse('guide-verification', { decision: 'rejected', guideName: 'Arjun', reason: 'x'.repeat(501) }),
    ).toBe(false);
  });
});
