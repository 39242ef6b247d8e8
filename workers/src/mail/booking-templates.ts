/**
 * The words of a booking's state changes (booking-update), for the tourist and for the guide. Each
 * says only what is true of its state: a request waiting for the guide is authorised on the card,
 * never "confirmed".
 */
import {
  type DataOf,
  guideOf,
  indiaTime,
  type MailWords,
  MESSAGES_PLACE,
  people,
  traveller,
} from './mail-words.js';

type BookingUpdate = DataOf<'booking-update'>;

const when = (d: BookingUpdate): string => `${d.date} at ${d.time} IST`;

/** Where, when, how many and how much, one per line; the guide's copy starts with who. */
function details(d: BookingUpdate): string {
  return [
    ...(d.role === 'guide' ? [`Traveller: ${traveller(d)}`] : [`Guide: ${guideOf(d)}`]),
    `Place: ${d.place}`,
    `${d.kind === 'reserved' ? 'Pick-up place' : 'Meeting place'}: ${d.location}`,
    `Date: ${d.date}`,
    `Time: ${d.time} IST`,
    `People: ${d.numPeople}`,
    `Amount: ${d.amount}`,
  ].join('\n');
}

const CANCEL_HELP =
  'You can cancel from My bookings under Messages in your profile menu; our Refund and Cancellation Policy says what a cancellation returns.';

function touristWords(d: BookingUpdate): MailWords {
  const guide = guideOf(d);
  const released = (refund: string | undefined) =>
    `The ${refund ?? d.amount} held on your card is released: you are not charged.`;
  switch (d.state) {
    case 'requested':
      return {
        subject: `Your booking request for ${d.place} was sent to ${guide}`,
        paragraphs: [
          `Your booking request for ${d.place} was sent to ${guide}. ${d.amount} is authorised on your card: it is held, not charged.`,
          details(d),
          `${guide} answers by ${indiaTime(d.answerBy)}. If they accept, the ${d.amount} is charged and your tour goes ahead. If they decline or do not answer in time, the hold is released with no fee and you pay nothing.`,
        ],
      };
    case 'confirmed':
      return {
        subject: `Your tour of ${d.place} with ${guide} is confirmed`,
        paragraphs: [
          d.negotiated
            ? `Your tour of ${d.place} with ${guide} is confirmed and paid: ${d.amount}, at the price ${guide} accepted.`
            : `${guide} accepted your request: your tour of ${d.place} is confirmed and ${d.amount} has been charged to your card.`,
          details(d),
          CANCEL_HELP,
        ],
      };
    case 'rejected':
      return {
        subject: `${guide} declined your booking request for ${d.place}`,
        paragraphs: [
          `${guide} cannot take your tour of ${d.place} on ${when(d)}. ${released(d.refund)}`,
          'You can book another guide for the same place.',
        ],
      };
    case 'expired':
      return {
        subject: `No answer from ${guide}: your request for ${d.place} has expired`,
        paragraphs: [
          `${guide} did not answer your booking request for ${d.place} on ${when(d)} in time, so it has expired. ${released(d.refund)}`,
          'You can book another guide for the same place.',
        ],
      };
    case 'cancelled':
      if (d.stage === 'offer')
        return {
          subject: `You withdrew your offer to ${guide} for ${d.place}`,
          paragraphs: [`You withdrew your offer to ${guide} for ${d.place}. Nothing was charged.`],
        };
      return {
        subject: `You cancelled your booking of ${d.place}`,
        paragraphs: [
          `You cancelled your ${d.stage === 'request' ? 'booking request' : 'booking'} with ${guide} for ${d.place} on ${when(d)}.`,
          // A request the guide had not accepted was only authorised: it is let go, never charged.
          d.stage === 'request'
            ? released(d.refund)
            : d.refund
              ? `${d.refund} goes back to your card, as our Refund and Cancellation Policy says.`
              : 'Nothing goes back to your card under our Refund and Cancellation Policy.',
        ],
      };
    case 'reminder':
      return {
        subject: `Reminder: your tour of ${d.place} on ${when(d)}`,
        paragraphs: [
          `Your tour of ${d.place} with ${guide} is on ${when(d)}. Please be at the ${d.kind === 'reserved' ? 'pick-up' : 'meeting'} place on time.`,
          details(d),
          CANCEL_HELP,
        ],
      };
  }
}

function guideWords(d: BookingUpdate): MailWords {
  const who = traveller(d);
  const about = `${people(d.numPeople)} at ${d.place} on ${when(d)}`;
  switch (d.state) {
    case 'requested':
      return {
        subject: `New booking request for ${d.place}: please answer by ${indiaTime(d.answerBy)}`,
        paragraphs: [
          `${who} asks you to guide ${about}, for ${d.amount}.`,
          details(d),
          `Please accept or reject it ${MESSAGES_PLACE} by ${indiaTime(d.answerBy)}. Without an answer by then the request expires and the traveller's money is released.`,
        ],
      };
    case 'confirmed':
      return {
        subject: `Booking confirmed: ${d.place} on ${when(d)}`,
        paragraphs: [
          d.negotiated
            ? `${who} paid ${d.amount} at the price you accepted: the tour is confirmed.`
            : `You accepted ${who}'s request: the tour is confirmed and ${d.amount} has been charged.`,
          details(d),
        ],
      };
    case 'rejected':
      return {
        subject: `You declined the booking request for ${d.place}`,
        paragraphs: [
          `You declined ${who}'s request for ${about}. The traveller has been told and pays nothing.`,
        ],
      };
    case 'expired':
      return {
        subject: `Booking request expired: ${d.place} on ${when(d)}`,
        paragraphs: [
          `You did not answer ${who}'s request for ${about} in time, so it has expired and the traveller's money is released. Nothing more is needed from you.`,
        ],
      };
    case 'cancelled': {
      const what = { offer: 'offer', request: 'booking request', booking: 'booking' }[d.stage];
      return {
        subject: `${d.stage === 'offer' ? 'Offer withdrawn' : 'Booking cancelled'}: ${d.place} on ${when(d)}`,
        paragraphs: [
          `${who} cancelled their ${what} for ${about}.`,
          d.stage === 'booking'
            ? 'You are no longer expected; that time is free for other bookings.'
            : 'There is nothing to answer.',
        ],
      };
    }
    case 'reminder':
      return {
        subject: `Reminder: ${d.place} with ${d.touristName.trim() || d.touristEmail} on ${when(d)}`,
        paragraphs: [`You guide ${who} (${about}).`, details(d)],
      };
  }
}

export const bookingUpdateWords = (d: BookingUpdate): MailWords =>
  d.role === 'tourist' ? touristWords(d) : guideWords(d);
