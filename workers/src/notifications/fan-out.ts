/**
 * What each booking event does to the notifications (spec §3 Notification, §4 Notification
 * decision): the new ones for tourist and guide, and the earlier ones of the same booking that the
 * event answers. Everything goes through `tx`, the transaction that marks the event handled.
 */
import {
  DECISIONS,
  type Descision,
  type NotificationDoc,
  type NotificationRole,
  type NotificationSubject,
  type Payload,
  TOPICS,
} from '@app/contracts';
import type { Store } from '@app/infra';
import { notifications } from './collection.js';
import { decisionText, endedText, offerTexts, requestTexts } from './texts.js';

export type NotificationEvent =
  | { topic: typeof TOPICS.negotiationOffered; payload: Payload<typeof TOPICS.negotiationOffered> }
  | { topic: typeof TOPICS.bookingRequested; payload: Payload<typeof TOPICS.bookingRequested> }
  | { topic: typeof TOPICS.bookingDecided; payload: Payload<typeof TOPICS.bookingDecided> };

/** The fields every notification of one event shares. */
type About = Pick<
  NotificationDoc,
  'bookingId' | 'subject' | 'guideMail' | 'guideName' | 'touristPlace' | 'Payment' | 'numPeople'
>;

interface Draft {
  recipient: string;
  role: NotificationRole;
  message: string;
  descision: Descision;
  payable?: boolean;
}

function toDoc(about: About, at: Date, draft: Draft): NotificationDoc {
  return {
    _id: crypto.randomUUID(),
    ...about,
    recipient: draft.recipient.toLowerCase(),
    role: draft.role,
    message: draft.message,
    timestamp: at,
    descision: draft.descision,
    read: false,
    payable: draft.payable ?? false,
  };
}

/**
 * Offers and requests are told on topics of their own, so an answer can be handled before the
 * request it answers (a tourist cancelling at once). A rejection is final: what it overtook is
 * written already rejected rather than left waiting for an answer that will not come.
 */
async function stillOpen(tx: Store, bookingId: string, subject: NotificationSubject): Promise<Descision> {
  const ended = await notifications(tx).findOne({
    bookingId,
    role: 'tourist',
    subject,
    descision: DECISIONS.reject,
  });
  return ended ? DECISIONS.reject : DECISIONS.pending;
}

type Offered = Payload<typeof TOPICS.negotiationOffered>;
type Requested = Payload<typeof TOPICS.bookingRequested>;
type Decided = Payload<typeof TOPICS.bookingDecided>;

async function offered(tx: Store, p: Offered, at: Date): Promise<NotificationDoc[]> {
  const about: About = {
    bookingId: p.bookingId,
    subject: 'negotiation',
    guideMail: p.guideId,
    guideName: p.guideName,
    touristPlace: p.touristPlace,
    Payment: p.offerPrice,
    numPeople: p.noOfPeople,
  };
  const texts = offerTexts(p);
  const descision = await stillOpen(tx, p.bookingId, 'negotiation');
  return [
    toDoc(about, at, { recipient: p.guideId, role: 'guide', message: texts.guide, descision }),
    toDoc(about, at, { recipient: p.clientId, role: 'tourist', message: texts.tourist, descision }),
  ];
}

/**
 * A paid booking: the guide is asked to answer it, or, for an accepted offer, told it is
 * confirmed; the offer it paid can no longer be paid from the tourist's notifications.
 */
async function requested(tx: Store, p: Requested, at: Date): Promise<NotificationDoc[]> {
  const about: About = {
    bookingId: p.bookingId,
    subject: 'booking',
    guideMail: p.guideEmail,
    guideName: p.guideName,
    touristPlace: p.touristPlace,
    Payment: p.pricePerPerson,
    numPeople: p.numPeople,
  };
  const texts = requestTexts(p);
  let descision: Descision = DECISIONS.accept;
  if (p.negotiated)
    await notifications(tx).updateMany(
      { bookingId: p.bookingId, role: 'tourist', payable: true },
      { $set: { payable: false } },
    );
  else descision = await stillOpen(tx, p.bookingId, 'booking');
  return [
    toDoc(about, at, { recipient: p.guideEmail, role: 'guide', message: texts.guide, descision }),
    toDoc(about, at, { recipient: p.touristEmail, role: 'tourist', message: texts.tourist, descision }),
  ];
}

/**
 * An answer: the tourist is told, and their notifications still waiting on it take the decision
 * ("the tourist's notification for it then shows descision 'accept'"); an accepted offer is paid
 * from the new notification telling of it. When the guide did not give the answer (no answer in time, the tourist cancelled),
 * the guide's waiting notifications close too and the guide is told why.
 */
async function decided(tx: Store, p: Decided, at: Date): Promise<NotificationDoc[]> {
  const about: About = {
    bookingId: p.bookingId,
    subject: p.subject,
    guideMail: p.guideEmail,
    guideName: p.guideName,
    touristPlace: p.touristPlace,
    Payment: p.pricePerPerson,
    numPeople: p.numPeople,
  };
  const descision = p.decision === 'accept' ? DECISIONS.accept : DECISIONS.reject;
  const payable = p.decision === 'accept' && p.subject === 'negotiation';
  const all = notifications(tx);
  // A rejection ends the booking: nothing of it can be paid any more.
  if (!payable)
    await all.updateMany(
      { bookingId: p.bookingId, role: 'tourist', payable: true },
      { $set: { payable: false } },
    );
  // The waiting notifications take the decision; only the new one below is paid from, so that
  // one booking shows one "Pay now" (issue 26: an accepted offer showed two).
  await all.updateMany(
    { bookingId: p.bookingId, role: 'tourist', subject: p.subject, descision: DECISIONS.pending },
    { $set: { descision, payable: false } },
  );
  const docs = [
    toDoc(about, at, {
      recipient: p.touristEmail,
      role: 'tourist',
      message: decisionText(p),
      descision,
      payable,
    }),
  ];
  if (p.reason !== 'guide') {
    await all.updateMany(
      { bookingId: p.bookingId, role: 'guide', descision: DECISIONS.pending },
      { $set: { descision: DECISIONS.reject } },
    );
    docs.push(
      toDoc(about, at, {
        recipient: p.guideEmail,
        role: 'guide',
        message: endedText(p),
        descision: DECISIONS.reject,
      }),
    );
  }
  return docs;
}

/** Applies the event and inserts its new notifications; resolves with them, to announce. */
export async function fanOut(tx: Store, event: NotificationEvent, at: Date): Promise<NotificationDoc[]> {
  let docs: NotificationDoc[];
  if (event.topic === TOPICS.negotiationOffered) docs = await offered(tx, event.payload, at);
  else if (event.topic === TOPICS.bookingRequested) docs = await requested(tx, event.payload, at);
  else docs = await decided(tx, event.payload, at);
  await notifications(tx).insertMany(docs);
  return docs;
}
