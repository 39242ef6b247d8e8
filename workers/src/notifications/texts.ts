/** The words of every notification, for the tourist and for the guide (spec §3 `message`). */
import type { NotificationSubject, Payload, TOPICS } from '@app/contracts';

type Offered = Payload<typeof TOPICS.negotiationOffered>;
type Requested = Payload<typeof TOPICS.bookingRequested>;
type Decided = Payload<typeof TOPICS.bookingDecided>;

/** Whole dollars as they are, anything else to the cent: 15 → "15", 12.5 → "12.50". */
export const usd = (amount: number): string =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

const people = (count: number): string => (count === 1 ? '1 person' : `${count} people`);

/** A name the sender left empty reads as their e-mail rather than as nothing. */
const named = (name: string, email: string): string => name.trim() || email;

// Guides work in India: the deadline reads in India's time, as the booking's date and time do.
const INDIA_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export const indiaTime = (iso: string): string => `${INDIA_TIME.format(new Date(iso))} IST`;

const what = (subject: NotificationSubject): string =>
  subject === 'negotiation' ? 'offer' : 'booking request';

const refunded = (refund: string | undefined, released?: boolean): string => {
  if (!refund) return '';
  return released
    ? ` The hold of ${refund} on your card is released; nothing was charged.`
    : ` ${refund} will be refunded to you.`;
};

/** The tour as both sides read it: place, kind, where, when, who and how much. */
function tour(p: Requested): string {
  const when = p.date && p.time ? `${p.date} at ${p.time}` : 'now';
  const where = p.location ? `, ${p.location}` : '';
  const total = usd(p.pricePerPerson * p.numPeople);
  return `${p.touristPlace} (${p.kind}${where}, ${when}, ${people(p.numPeople)}, ${total} USD)`;
}

export const offerTexts = (p: Offered) => ({
  guide: `${named(p.clientName, p.clientId)} offers ${usd(p.offerPrice)} USD per person for ${p.touristPlace} (${people(p.noOfPeople)}).`,
  tourist: `Your offer of ${usd(p.offerPrice)} USD per person was sent to ${named(p.guideName, p.guideId)}.`,
});

export const requestTexts = (p: Requested) => {
  const guideName = named(p.guideName, p.guideEmail);
  const touristName = named(p.touristName, p.touristEmail);
  if (p.negotiated)
    return {
      guide: `${touristName} paid for ${tour(p)} at your accepted price. The booking is confirmed.`,
      tourist: `Your booking with ${guideName} for ${tour(p)} is confirmed.`,
    };
  const by = p.answerBy ? ` by ${indiaTime(p.answerBy)}` : '';
  return {
    guide: `${touristName} booked you for ${tour(p)}. Please accept or reject${by}.`,
    tourist: `Your booking request was sent to ${guideName} for ${tour(p)}. They will answer${by}.`,
  };
};

/** What the tourist reads about the answer to their offer or request. */
export function decisionText(p: Decided): string {
  const guideName = named(p.guideName, p.guideEmail);
  const subject = what(p.subject);
  const back = refunded(p.refund, p.released);
  if (p.decision === 'accept') return `${guideName} accepted your ${subject} for ${p.touristPlace}.`;
  if (p.reason === 'lapsed')
    return `Your offer to ${guideName} for ${p.touristPlace} lapsed: it was not answered or paid within 15 minutes.`;
  if (p.reason === 'timeout')
    return `${guideName} did not answer your ${subject} for ${p.touristPlace} in time.${back}`;
  if (p.reason === 'cancelled')
    return `You cancelled your ${p.subject === 'negotiation' ? 'offer' : 'booking'} with ${guideName} for ${p.touristPlace}.${back}`;
  return `${guideName} rejected your ${subject} for ${p.touristPlace}.${back}`;
}

/** What the guide reads when a request ended without their answer (clock or tourist). */
export function endedText(p: Decided): string {
  const about = `${p.touristPlace} (${people(p.numPeople)})`;
  if (p.reason === 'lapsed') return `The offer for ${about} lapsed: it was not answered or paid in time.`;
  if (p.reason === 'timeout')
    return `The booking request for ${about} was not answered in time and has been cancelled.`;
  return `The tourist cancelled the ${p.subject === 'negotiation' ? 'offer' : 'booking'} for ${about}.`;
}
