/**
 * The verdict, read from the data once the product has stopped: acknowledged writes that are
 * gone (lost), state changes whose effect never happened (without effect), effects that happened
 * twice (doubled), and the rules of money and calendars broken (model/money-rules.ts). The kinds
 * of the marketplace and of accounts and narrations have their own modules.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Envelope, TOPICS, trackBlobKey } from '@app/contracts';
import { NedbStore } from '@app/infra';
import { checkMoneyRules, type MoneyRuleOptions } from '../model/money-rules.js';
import { checkAccounts } from './account-checks.js';
import { type BookingOutcomes, checkBookings } from './booking-checks.js';
import { UNFINISHED_TRACK } from './collections.js';
import { type Finding, Findings } from './findings.js';
import type { Ack, Ledger } from './ledger.js';
import { checkNarrations } from './narration-checks.js';
import { countBy, type Data, type FinalTimes, mailEvents, readData } from './stored-data.js';

export type { Finding } from './findings.js';

type ReadyEvent = Envelope<{ trackId: string; status: 'ready' | 'failed' }>;

export interface CheckContext {
  money: MoneyRuleOptions;
  final: FinalTimes;
  /** DATA_DIR/demo-guide.txt, whose password must log the demo guide in. */
  loginFile: string;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Reads `dataDir` (the product must be stopped) and lists every finding, with what became of the bookings. */
export async function check(
  dataDir: string,
  ledger: Ledger,
  context: CheckContext,
): Promise<{ findings: Finding[]; outcomes: BookingOutcomes; paymentProblems: string[] }> {
  const store = new NedbStore(join(dataDir, 'store'));
  try {
    const data = await readData(store, dataDir);
    const findings = new Findings();
    lostWrites(ledger.acks, data, findings);
    await missingEffects(dataDir, data, findings);
    doubledEffects(data, findings);
    await checkAccounts(ledger.acks, data, context, findings);
    const { outcomes, leftToOperator } = await checkBookings(
      store,
      ledger.acks,
      data,
      context.final,
      findings,
    );
    checkNarrations(ledger.acks, data, findings);
    for (const what of await checkMoneyRules(store, context.money))
      if (!excused(what, leftToOperator)) findings.brokenRule(what);
    // Not findings (an outage may lapse a hold before its page confirms): what explains a surprise.
    const paymentProblems = data.paymentProblems.map(
      (p) => `${p.orderId} ${p.paymentId}: ${p.reason} (${p.outcome})`,
    );
    return { findings: findings.list, outcomes, paymentProblems };
  } finally {
    await store.close();
  }
}

/** Whether a broken money rule is an accepted request's capture left to an operator (capture-checks.ts). */
const excused = (what: string, leftToOperator: ReadonlySet<string>) =>
  [...leftToOperator].some(
    (id) => what.startsWith(`accepted request ${id}: payment `) && what.endsWith(' never captured'),
  );

/** 1. Every write a client got a 2xx for is in the data (the kinds without a module of their own). */
function lostWrites(acks: readonly Ack[], data: Data, findings: Findings): void {
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
  /** What the acknowledged write left behind, or null when it is there (or checked elsewhere). */
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
        return orderOf.has(ack.orderId) ? null : `${ack.item} order ${ack.orderId}`;
      case 'payment':
        return orderOf.get(ack.orderId)?.status === 'paid'
          ? null
          : `payment of ${ack.item} order ${ack.orderId}`;
      case 'cancellation':
        return bookingStatus(ack.bookingId) === 'cancelled' ? null : `cancellation of ${ack.bookingId}`;
      // Checked with their effects by account-checks.ts, booking-checks.ts and narration-checks.ts.
      case 'log-in':
      case 'guide-review':
      case 'narration':
      case 'offer':
      case 'decision':
      case 'refund':
      case 'deadline':
        return null;
    }
  };
  for (const ack of acks) {
    const what = missing(ack);
    if (what !== null) findings.lost(what);
  }
}

/** 2. Every state change has its effect: mails sent, subscribers recorded, tracks finished. */
async function missingEffects(dataDir: string, data: Data, findings: Findings): Promise<void> {
  const missing = (what: string) => findings.withoutEffect(what);
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
}

/** 3. No effect twice: one file per mail, one welcome per subscriber, one ready per track. */
function doubledEffects(data: Data, findings: Findings): void {
  findings.doubledIn(
    countBy(data.mails, (m) => m.eventId),
    (id, n) => `${n} mail files for event ${id}`,
  );
  const welcomes = new Set(
    mailEvents(data)
      .filter((e) => e.payload.template === 'newsletter-welcome')
      .map((e) => e.id),
  );
  findings.doubledIn(
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
  findings.doubledIn(
    countBy(ready, (e) => e.payload.trackId),
    (id, n) => `${n} audio.ready events for track ${id}`,
  );
  findings.doubledIn(
    countBy(data.users, (u) => u.email),
    (email, n) => `${n} accounts for ${email}`,
  );
  findings.doubledIn(
    countBy(data.reviews, (r) => r.opinion),
    (opinion, n) => `${n} copies of review "${opinion}"`,
  );
}
