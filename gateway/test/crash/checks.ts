/**
 * The verdict, read from the data once the product has stopped: acknowledged writes that are
 * gone (lost), state changes whose effect never happened (without effect), effects that happened
 * twice (doubled), and the rules of money and calendars broken (model/money-rules.ts).
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Envelope, TOPICS, trackBlobKey } from '@app/contracts';
import { NedbStore } from '@app/infra';
import { type BookingDoc, bookings } from '../../src/bookings/booking-store.js';
import { type OrderDoc, orders } from '../../src/payments/order-store.js';
import { checkMoneyRules, type MoneyRuleOptions } from '../model/money-rules.js';
import { collections, UNFINISHED_TRACK } from './collections.js';
import type { Ack, Ledger } from './ledger.js';
import { listMails, type MailFile } from './mailbox.js';

export type FindingKind = 'lost' | 'without-effect' | 'doubled' | 'broken-rule';

export interface Finding {
  kind: FindingKind;
  what: string;
}

type MailEvent = Envelope<{ to: string; template: string }>;
type ReadyEvent = Envelope<{ trackId: string; status: 'ready' | 'failed' }>;

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Reads `dataDir` (the product must be stopped) and lists every finding. */
export async function check(dataDir: string, ledger: Ledger, money: MoneyRuleOptions): Promise<Finding[]> {
  const store = new NedbStore(join(dataDir, 'store'));
  try {
    const c = collections(store);
    const data = {
      users: await c.users.find({}),
      subscribers: await c.subscribers.find({}),
      reviews: await c.reviews.find({}),
      tracks: await c.tracks.find({}),
      outbox: await c.outbox.find({}),
      mails: await listMails(join(dataDir, 'outbox')),
      bookings: await bookings(store).find({}),
      orders: await orders(store).find({}),
    };
    const broken = await checkMoneyRules(store, money);
    return [
      ...lostWrites(ledger, data),
      ...(await missingEffects(dataDir, data)),
      ...doubledEffects(data),
      ...broken.map((what) => ({ kind: 'broken-rule' as const, what })),
    ];
  } finally {
    await store.close();
  }
}

type Data = {
  users: Array<{ _id: string; email: string; newsletter: boolean }>;
  subscribers: Array<{ _id: string }>;
  reviews: Array<{ opinion: string }>;
  tracks: Array<{ _id: string; status: string }>;
  outbox: Array<{ _id: string; topic: string; event: Envelope; sentAt?: Date }>;
  mails: MailFile[];
  bookings: BookingDoc[];
  orders: OrderDoc[];
};

const mailEvents = (data: Data) =>
  data.outbox.filter((doc) => doc.topic === TOPICS.mailRequested).map((doc) => doc.event as MailEvent);

/** 1. Every write a client got a 2xx for is in the data. */
function lostWrites(ledger: Ledger, data: Data): Finding[] {
  const users = new Map(data.users.map((u) => [u.email, u]));
  const otpMailsTo = new Set(
    mailEvents(data)
      .filter((e) => e.payload.template === 'signup-otp')
      .map((e) => e.payload.to),
  );
  const opinions = new Set(data.reviews.map((r) => r.opinion));
  const tracks = new Set(data.tracks.map((t) => t._id));
  const bookingOf = new Map(data.bookings.map((b) => [b._id, b]));
  const orderOf = new Map(data.orders.map((o) => [o._id, o]));
  const bookingStatus = (id: string) => bookingOf.get(id)?.status ?? 'missing';
  /** What the acknowledged write left behind, or null when it is there. */
  const missing = (ack: Ack): string | null => {
    switch (ack.kind) {
      case 'otp-request':
        return otpMailsTo.has(ack.email) ? null : `sign-up code for ${ack.email} (no mail requested)`;
      case 'account':
        return users.has(ack.email) ? null : `account ${ack.email}`;
      case 'subscription':
        return users.get(ack.email)?.newsletter === true ? null : `subscription of ${ack.email}`;
      case 'review':
        return opinions.has(ack.comment) ? null : `review "${ack.comment}"`;
      case 'track':
        return tracks.has(ack.trackId) ? null : `track ${ack.trackId}`;
      case 'booking':
        return bookingOf.has(ack.bookingId) ? null : `booking ${ack.bookingId}`;
      case 'order':
        return orderOf.has(ack.orderId) ? null : `order ${ack.orderId}`;
      case 'payment':
        return orderOf.get(ack.orderId)?.status === 'paid' ? null : `payment of order ${ack.orderId}`;
      case 'decision': {
        // An accepted request may be cancelled by its tourist afterwards.
        const after = ack.decision === 'accept' ? ['confirmed', 'cancelled'] : ['rejected'];
        const status = bookingStatus(ack.bookingId);
        return after.includes(status) ? null : `${ack.decision} of booking ${ack.bookingId} (${status})`;
      }
      case 'cancellation':
        return bookingStatus(ack.bookingId) === 'cancelled' ? null : `cancellation of ${ack.bookingId}`;
    }
  };
  return ledger.acks.flatMap((ack) => {
    const what = missing(ack);
    return what === null ? [] : [{ kind: 'lost' as const, what }];
  });
}

/** 2. Every state change has its effect: mails sent, subscribers recorded, tracks finished. */
async function missingEffects(dataDir: string, data: Data): Promise<Finding[]> {
  const findings: Finding[] = [];
  const missing = (what: string) => findings.push({ kind: 'without-effect', what });
  const mailed = new Set(data.mails.map((m) => m.eventId));
  const events = mailEvents(data);
  for (const doc of data.outbox) if (doc.sentAt === undefined) missing(`event ${doc._id} never published`);
  for (const event of events)
    if (!mailed.has(event.id)) missing(`${event.payload.template} mail to ${event.payload.to} never sent`);

  const welcomed = new Set(
    events.filter((e) => e.payload.template === 'newsletter-welcome').map((e) => e.payload.to),
  );
  const subscribers = new Set(data.subscribers.map((s) => s._id));
  const subscribed = data.users.filter((u) => u.newsletter);
  for (const user of subscribed) {
    if (!subscribers.has(user.email)) missing(`${user.email} subscribed without a subscriber record`);
    if (!welcomed.has(user.email)) missing(`${user.email} subscribed without a welcome mail`);
  }
  const subscribedEmails = new Set(subscribed.map((u) => u.email));
  for (const email of subscribers)
    if (!subscribedEmails.has(email)) missing(`subscriber record of ${email} whose user is not subscribed`);

  for (const track of data.tracks) {
    if (UNFINISHED_TRACK.includes(track.status)) missing(`track ${track._id} left ${track.status}`);
    else if (track.status === 'ready' && !(await exists(join(dataDir, 'blobs', trackBlobKey(track._id)))))
      missing(`track ${track._id} ready without its audio`);
  }
  return findings;
}

/** 3. No effect twice: one file per mail, one welcome per subscriber, one ready per track. */
function doubledEffects(data: Data): Finding[] {
  const findings: Finding[] = [];
  const doubled = (counts: Map<string, number>, what: (key: string, n: number) => string) => {
    for (const [key, n] of counts) if (n > 1) findings.push({ kind: 'doubled', what: what(key, n) });
  };
  doubled(
    countBy(data.mails, (m) => m.eventId),
    (id, n) => `${n} mail files for event ${id}`,
  );
  const welcomes = new Set(
    mailEvents(data)
      .filter((e) => e.payload.template === 'newsletter-welcome')
      .map((e) => e.id),
  );
  doubled(
    countBy(
      data.mails.filter((m) => welcomes.has(m.eventId)),
      (m) => m.to,
    ),
    (to, n) => `${n} welcome mails to ${to}`,
  );
  const ready = data.outbox
    .filter((doc) => doc.topic === TOPICS.audioReady)
    .map((doc) => doc.event as ReadyEvent)
    .filter((e) => e.payload.status === 'ready');
  doubled(
    countBy(ready, (e) => e.payload.trackId),
    (id, n) => `${n} audio.ready events for track ${id}`,
  );
  doubled(
    countBy(data.users, (u) => u.email),
    (email, n) => `${n} accounts for ${email}`,
  );
  doubled(
    countBy(data.reviews, (r) => r.opinion),
    (opinion, n) => `${n} copies of review "${opinion}"`,
  );
  return findings;
}
