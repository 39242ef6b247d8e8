/** The words of an offer's mails: the guide asked to answer it, the tourist told the answer. */
import { BOOKING_RULES } from '@app/contracts';
import {
  type DataOf,
  guideOf,
  indiaTime,
  type MailWords,
  MESSAGES_PLACE,
  people,
  traveller,
  usd,
} from './mail-words.js';

export function offerReceivedWords(d: DataOf<'offer-received'>): MailWords {
  const total = (perPerson: number) => usd(Math.round(perPerson * d.numPeople * 100) / 100);
  return {
    subject: `New offer for ${d.place}: ${usd(d.offerPrice)} USD per person`,
    paragraphs: [
      `${traveller(d)} offers ${usd(d.offerPrice)} USD per person instead of your ${usd(d.originalPrice)} USD for ${d.place}, for ${people(d.numPeople)}: ${total(d.offerPrice)} USD in all instead of ${total(d.originalPrice)} USD.`,
      [
        `Traveller: ${traveller(d)}`,
        `People: ${d.numPeople}`,
        `${d.kind === 'reserved' ? 'Pick-up place' : 'Meeting place'}: ${d.location}`,
        d.kind === 'reserved'
          ? `Date: ${d.date}\nTime: ${d.time} IST`
          : 'When: as soon as it is paid (instant tour)',
      ].join('\n'),
      `Accept or reject it ${MESSAGES_PLACE} by ${indiaTime(d.answerBy)}; after that the offer lapses.`,
    ],
  };
}

export function offerAnsweredWords(d: DataOf<'offer-answered'>): MailWords {
  const guide = guideOf(d);
  if (d.decision === 'reject')
    return {
      subject: `${guide} declined your offer for ${d.place}`,
      paragraphs: [
        `${guide} declined your offer of ${usd(d.pricePerPerson)} USD per person for ${d.place} (${people(d.numPeople)}). Nothing was charged.`,
        `You can book ${guide} at their own price or choose another guide.`,
      ],
    };
  return {
    subject: `${guide} accepted your offer for ${d.place}`,
    paragraphs: [
      `${guide} accepted your offer of ${usd(d.pricePerPerson)} USD per person for ${d.place} (${people(d.numPeople)}). The new total is ${d.amount}.`,
      `Pay it within ${BOOKING_RULES.unpaidLapseMinutes} minutes, by ${indiaTime(d.payBy)}, from My bookings ${MESSAGES_PLACE}. The guide is held for you once it is paid; after that time the offer lapses.`,
    ],
  };
}
