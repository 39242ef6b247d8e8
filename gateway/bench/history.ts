/**
 * The cost of history: the real entry started on a year of history — 50k users, 100k site reviews,
 * 50k bookings with their paid orders and transactions, 50k notifications, and 100k events handled
 * over 30 days — against one started on a fresh store: one page of reviews, the accounts the bench
 * logs in to and the measured users' own rows, nothing else. Its start-up, its RSS once ready, the
 * throughput of `POST /api/get-review` and `/healthz`, and the p99 of each per-user list the app
 * reads (a traveller's transactions, a guide's notifications) and of log-in.
 * Both run as the real entry, compiled, in a child process, as `pnpm start` runs it (the build comes first).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NotificationDoc, REVIEW_PAGE, REVIEW_WINDOW, TOPICS, TRANSACTIONS_SHOWN } from '@app/contracts';
import { type Doc, parseConfig, type Store, silentLogger } from '@app/infra';
import { hashPassword } from '../src/accounts/passwords.js';
import { newUser } from '../src/accounts/users.js';
import { type BookingDoc, UNPAID_LAPSE_MS } from '../src/bookings/booking-store.js';
import { captureWindowMinutes } from '../src/bookings/slots.js';
import { compose } from '../src/compose.js';
import { LIST_LIMIT } from '../src/notifications/notification-list.js';
import { formatMinor } from '../src/payments/money-format.js';
import type { OrderDoc } from '../src/payments/order-store.js';
import type { TransactionDoc } from '../src/payments/transaction-store.js';
import { ProductProcess } from '../test/product-process.js';
import { atLeast, atMost, benchLine, p99Times, rates, type Target } from './compare.js';
import { BENCH_PASSWORD } from './payments.js';
import { sample } from './soak.js';

const HISTORY = 100_000;
const CHUNK = 10_000;
const DAYS = 30;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const YEAR_DAYS = 365;
/** The year of history of the issue: users, bookings (each paid by an order and a transaction) and notifications. */
const USERS = 50_000;
const BOOKINGS = 50_000;
const NOTIFICATIONS = 50_000;
/** The first users are guides; every booking is of one of them. */
const GUIDES = 500;
/** The measured guide (user 0) is a busy one: the first BUSY bookings and their notifications are theirs. */
const BUSY = 1_000;
/** The measured traveller's bookings, paid each: a realistic handful of transactions. */
const OWN_BOOKINGS = 8;
const GUIDE = 0;
const TRAVELLER = GUIDES;
/** Logs in again and again (its sessions are capped per user, so it is not the measured traveller). */
const LOGGING_IN = GUIDES + 1;
/** The entry's hashing cost under ProductProcess: a log-in's p99 shows the store's part, not scrypt's at 2^17. */
const SCRYPT_LOG2_N = 10;
const START_GOAL_S = 5;
/** Each p99 within 1.5 times the fresh store's (and throughput at least 0.67 of it). */
const WITHIN = 1.5;
const PLACES = [
  { touristPlace: 'Taj Mahal', city: 'Agra' },
  { touristPlace: 'Amber Fort', city: 'Jaipur' },
  { touristPlace: 'Hawa Mahal', city: 'Jaipur' },
] as const;

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
const emailOf = (n: number) => (n < GUIDES ? `guide${n}@bench.example` : `traveller${n}@bench.example`);
const nameOf = (n: number) => (n < GUIDES ? `Guide ${n}` : `traveller${n}`);
const guideOf = (b: number) => (b < BUSY ? GUIDE : 1 + (b % (GUIDES - 1)));
/** The measured traveller's first, then every other traveller's but the one logging in. */
const touristOf = (b: number) =>
  b < OWN_BOOKINGS ? TRAVELLER : LOGGING_IN + 1 + (b % (USERS - LOGGING_IN - 1));
/** India's wall clock, as a booking's `date` and `time` read. */
const indiaWallClock = (at: Date) => new Date(at.getTime() + 5.5 * HOUR_MS).toISOString();

/** Writes `docs` through the product's store, CHUNK at a time. */
async function insertAll(store: Store, collection: string, docs: readonly Doc[]): Promise<void> {
  for (let from = 0; from < docs.length; from += CHUNK)
    await store.collection(collection).insertMany(docs.slice(from, from + CHUNK));
}

/** Which rows a store holds: every one of the year, or only the measured users' own. */
interface Rows {
  users: readonly number[];
  bookings: readonly number[];
  notifications: readonly number[];
}

const WHOLE_YEAR: Rows = {
  users: range(0, USERS),
  bookings: range(0, BOOKINGS),
  notifications: range(0, NOTIFICATIONS),
};
/** The fresh store: the accounts the bench logs in to, the traveller's bookings and the guide's notifications. */
const OWN_ONLY: Rows = {
  users: [GUIDE, TRAVELLER, LOGGING_IN],
  bookings: range(0, OWN_BOOKINGS),
  notifications: range(0, BUSY),
};

/**
 * Users, bookings with their paid orders and transactions, and notifications as the product writes
 * them (accounts/users.ts, bookings/paid.ts, payments/crediting.ts, the notifications role), over
 * the last year. Each row depends on its number only, so both stores hold the same measured rows.
 */
async function writeYear(store: Store, rows: Rows, now: number): Promise<void> {
  // One hash, the product's own, for every account: any of them logs in with BENCH_PASSWORD.
  const passwordHash = await hashPassword(BENCH_PASSWORD, SCRYPT_LOG2_N);
  const ids = new Map<number, string>();
  const yearAgo = now - YEAR_DAYS * DAY_MS;
  const users = rows.users.map((n) => {
    const user = newUser(emailOf(n), {
      username: nameOf(n),
      passwordHash,
      preferredCurrency: 'USD',
      createdAt: new Date(yearAgo - (n % 365) * DAY_MS),
    });
    ids.set(n, user._id);
    return user;
  });
  await insertAll(store, 'users', users);
  const userId = (n: number) => ids.get(n) ?? `user-${n}`;
  // Spread over the year, the measured users' rows among everyone else's (7919 is prime to BOOKINGS).
  const startOf = (b: number) =>
    new Date(yearAgo + ((b * 7919) % BOOKINGS) * ((YEAR_DAYS * DAY_MS) / BOOKINGS));
  const booking = (b: number): BookingDoc => {
    const { touristPlace, city } = PLACES[b % PLACES.length] ?? PLACES[0];
    const startsAt = startOf(b);
    const createdAt = new Date(startsAt.getTime() - 3 * DAY_MS);
    const paidAt = new Date(createdAt.getTime() + 5 * 60_000);
    const endsAt = new Date(startsAt.getTime() + 3 * HOUR_MS);
    const reviewReminder = new Date(endsAt.getTime() + REVIEW_WINDOW.reminderAfterDays * DAY_MS);
    const wall = indiaWallClock(startsAt);
    const tourist = touristOf(b);
    const guide = guideOf(b);
    return {
      _id: `booking-${b}`,
      kind: 'reserved',
      status: 'confirmed',
      touristId: userId(tourist),
      touristEmail: emailOf(tourist),
      touristName: nameOf(tourist),
      guideEmail: emailOf(guide),
      guideName: nameOf(guide),
      touristPlace,
      city,
      location: `${touristPlace} main gate`,
      date: wall.slice(0, 10),
      time: wall.slice(11, 16),
      startsAt,
      endsAt,
      numPeople: 1 + (b % 4),
      pricePerPerson: 15 + (b % 4) * 5,
      negotiated: false,
      createdAt,
      version: 0,
      orderId: `order_bench${b}`,
      paymentId: `pay_bench${b}`,
      paidAt,
      answerBy: new Date(paidAt.getTime() + 24 * HOUR_MS),
      decidedAt: new Date(paidAt.getTime() + HOUR_MS),
      remindedAt: new Date(startsAt.getTime() - DAY_MS),
      ...(reviewReminder.getTime() < now ? { reviewRemindedAt: reviewReminder } : {}),
    };
  };
  const order = (b: BookingDoc): OrderDoc => {
    const usd = b.pricePerPerson * b.numPeople;
    return {
      _id: b.orderId ?? '',
      userId: b.touristId,
      email: b.touristEmail,
      item: { type: 'booking', bookingId: b._id },
      description: `Guide booking: ${b.guideName}, ${b.touristPlace} (${b.numPeople} × ${b.pricePerPerson} USD)`,
      usd,
      amountMinor: usd * 100,
      currency: 'USD',
      itemVersion: 0,
      captureWithinMinutes: captureWindowMinutes(b.kind),
      status: 'paid',
      createdAt: b.createdAt,
      expiresAt: new Date(b.createdAt.getTime() + UNPAID_LAPSE_MS),
      paymentId: b.paymentId ?? '',
      paidAt: b.paidAt ?? b.createdAt,
      invoiceNumber: `XG-${b.createdAt.getUTCFullYear()}-${b._id.slice(8).padStart(6, '0')}`,
      creditedBy: 'callback',
    };
  };
  const transaction = (o: OrderDoc): TransactionDoc => ({
    _id: o._id,
    userId: o.userId,
    description: o.description,
    amount: formatMinor(o.amountMinor, o.currency),
    time: o.paidAt ?? o.createdAt,
    paymentId: o.paymentId ?? '',
  });
  const bookings = rows.bookings.map(booking);
  const orders = bookings.map(order);
  await insertAll(store, 'bookings', bookings);
  await insertAll(store, 'payment_orders', orders);
  await insertAll(store, 'transactions', orders.map(transaction));
  // The request told to the guide of each booking, or to its tourist: the guide's own first.
  const notification = (n: number): NotificationDoc => {
    const b = booking(n % BOOKINGS);
    const toGuide = n < BUSY || n % 2 === 0;
    const tour = `${b.touristPlace} (reserved, ${b.location}, ${b.date} at ${b.time}, ${b.numPeople} people, ${b.pricePerPerson * b.numPeople} USD)`;
    return {
      _id: randomUUID(),
      bookingId: b._id,
      subject: 'booking',
      guideMail: b.guideEmail,
      guideName: b.guideName,
      touristPlace: b.touristPlace,
      Payment: b.pricePerPerson,
      numPeople: b.numPeople,
      recipient: toGuide ? b.guideEmail : b.touristEmail,
      role: toGuide ? 'guide' : 'tourist',
      message: toGuide
        ? `${b.touristName} booked you for ${tour}. Please accept or reject.`
        : `Your booking request was sent to ${b.guideName} for ${tour}. They will answer.`,
      timestamp: b.paidAt ?? b.createdAt,
      descision: 'accept',
      read: true,
      payable: false,
    };
  };
  await insertAll(store, 'notifications', rows.notifications.map(notification));
}

/**
 * A data directory as the product leaves it after the year of `rows`, `reviews` reviews and
 * `events` handled events spread over the last 30 days: written through its own store, then pruned
 * as the running product prunes (what RETENTION_HOURS keeps stays) and compacted as it closes.
 */
async function dataDir(
  rows: Rows,
  reviews: number,
  events: number,
): Promise<{ dir: string; keptEvents: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
  const product = await compose(parseConfig({ DATA_DIR: dir, SEED_DEMO_DATA: 'false' }), silentLogger, {
    frontendDist: null,
    roles: [],
  });
  const { store } = product.platform;
  const now = Date.now();
  await writeYear(store, rows, now);
  const dated = (n: number, of: number) => new Date(now - DAYS * DAY_MS * (1 - n / (of + 1)));
  for (let from = 1; from <= reviews; from += CHUNK) {
    const seqs = Array.from({ length: Math.min(CHUNK, reviews - from + 1) }, (_, i) => from + i);
    await store.collection('site_reviews').insertMany(
      seqs.map((seq) => ({
        _id: `review-${seq}`,
        userId: `user-${seq % 500}`,
        opinion: `A lovely trip, number ${seq}.`,
        review: 1 + (seq % 5),
        createdAt: dated(seq, reviews),
        seq,
      })),
    );
  }
  await store
    .collection('sequences')
    .updateOne({ _id: 'site_reviews' }, { $set: { seq: reviews } }, { upsert: true });
  const topic = TOPICS.mailRequested;
  for (let from = 1; from <= events; from += CHUNK) {
    const seqs = Array.from({ length: Math.min(CHUNK, events - from + 1) }, (_, i) => from + i);
    const handled = seqs.map((seq) => ({
      seq,
      at: dated(seq, events),
      event: {
        id: `event-${seq}`,
        type: topic,
        occurredAt: dated(seq, events).toISOString(),
        payload: { to: `u${seq}@x.io`, template: 'newsletter-welcome', data: {} },
      },
    }));
    await store
      .collection('outbox')
      .insertMany(
        handled.map(({ event, at }) => ({ _id: event.id, topic, event, createdAt: at, sentAt: at })),
      );
    await store.collection('bus_log').insertMany(
      handled.map(({ seq, event, at }) => ({
        _id: `${topic}:${seq}`,
        topic,
        seq,
        value: JSON.stringify(event),
        publishedAt: at,
      })),
    );
    await store
      .collection('processed_events')
      .insertMany(handled.map(({ event, at }) => ({ _id: `mail-worker:${event.id}`, at })));
  }
  if (events > 0) {
    await store.collection('bus_counters').insertOne({ _id: topic, seq: events, low: 1 });
    await store
      .collection('bus_offsets')
      .insertOne({ _id: `mail-worker:${topic}`, group: 'mail-worker', topic, next: events + 1 });
  }
  await product.platform.retention.runOnce();
  const keptEvents = await store.collection('processed_events').count({});
  await product.close();
  return { dir, keptEvents };
}

export interface RunningEntry {
  url: string;
  /** From spawning the process to its first 200 on /readyz. */
  startMs: number;
  /**
   * From spawning the process to the first answers that need the history, asked for as soon as it
   * is ready: three log-ins, a traveller's transactions and a guide's notifications.
   */
  firstAnswersMs: number;
  /** The measured reads, each checked once. */
  reads: Awaited<ReturnType<typeof measuredReads>>;
  /** Its resident memory once the whole store is read (the store reads a collection at its first use, the rest after the start), in MiB. */
  rssMiB: number;
  /** Kills it (SIGKILL) and starts it again on the same files: how long that start takes, in ms. */
  crashAndRestart(): Promise<number>;
  stop(): Promise<unknown>;
}

/** Starts the product's entry, compiled as `pnpm start` runs it, on `dir` and waits until it answers ready. */
async function startEntry(dir: string): Promise<RunningEntry> {
  const entry = new ProductProcess(
    dir,
    join(dir, 'no-frontend'),
    // At info, so that the line saying the store is read comes through.
    { SCRYPT_LOG2_N: String(SCRYPT_LOG2_N), LOG_LEVEL: 'info' },
    'compiled',
  );
  const timedStart = async () => {
    const started = performance.now();
    await entry.start();
    return { started, ms: performance.now() - started };
  };
  const { started, ms } = await timedStart();
  const reads = await measuredReads(entry.baseUrl);
  const firstAnswersMs = performance.now() - started;
  await entry.logged('store read');
  const { rssMb } = await sample(entry.baseUrl, started);
  return {
    url: entry.baseUrl,
    startMs: ms,
    firstAnswersMs,
    reads,
    rssMiB: (rssMb * 1e6) / 2 ** 20,
    crashAndRestart: async () => {
      await entry.kill();
      return (await timedStart()).ms;
    },
    stop: () => entry.stop(),
  };
}

const logInBody = (n: number) => JSON.stringify({ logInEmail: emailOf(n), logInPassword: BENCH_PASSWORD });

/** The measured reads of one entry, each checked once: the requests must succeed and list what they should. */
async function measuredReads(url: string) {
  const logIn = (n: number, address: string): Target => ({
    url: `${url}/api/logIn`,
    body: logInBody(n),
    headers: { 'x-forwarded-for': address },
  });
  const signedIn = async (n: number) => {
    const { url: at, body, headers } = logIn(n, '192.0.2.10');
    const res = await fetch(at, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (res.status !== 200 || !sid) throw new Error(`${emailOf(n)} could not log in: ${res.status}`);
    return { cookie: sid.split(';')[0] ?? '' };
  };
  const reads = {
    // The app's tRPC procedures (profile.transactions is REST's POST /api/getTransactionHistory).
    transactions: { url: `${url}/trpc/profile.transactions`, headers: await signedIn(TRAVELLER) },
    notifications: {
      url: `${url}/trpc/notifications.list?input=${encodeURIComponent(JSON.stringify({ role: 'guide' }))}`,
      headers: await signedIn(GUIDE),
    },
    logIn: logIn(LOGGING_IN, '192.0.2.11'),
  } satisfies Record<string, Target>;
  const listed = async ({ url: at, headers }: Target) => {
    const res = await fetch(at, { headers });
    const body = (await res.json()) as { result?: { data?: unknown[] } };
    if (res.status !== 200) throw new Error(`${at}: ${res.status}`);
    return body.result?.data?.length;
  };
  await signedIn(LOGGING_IN);
  const shown = [await listed(reads.transactions), await listed(reads.notifications)];
  if (shown[0] !== Math.min(OWN_BOOKINGS, TRANSACTIONS_SHOWN) || shown[1] !== LIST_LIMIT)
    throw new Error(`the measured lists hold ${shown.join(' and ')} rows`);
  return reads;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** Start-up, RSS, get-review and /healthz, and the per-user lists' and log-in's p99, with a year of history against a fresh store. */
export async function historyLines(): Promise<string[]> {
  const full = await dataDir(WHOLE_YEAR, HISTORY, HISTORY);
  // The baseline serves the same pages: one page of reviews, the measured users' rows, no other history.
  const bare = await dataDir(OWN_ONLY, REVIEW_PAGE.default, 0);
  const withHistory = await startEntry(full.dir);
  const fresh = await startEntry(bare.dir);
  const baseline = (value: number) => ({ name: 'fresh store', value });
  const ours = withHistory.reads;
  const theirs = fresh.reads;
  const reviews = await rates(
    { url: `${withHistory.url}/api/get-review`, body: '{}' },
    { url: `${fresh.url}/api/get-review`, body: '{}' },
  );
  const health = await rates({ url: `${withHistory.url}/healthz` }, { url: `${fresh.url}/healthz` });
  const transactions = await p99Times(ours.transactions, theirs.transactions);
  const notifications = await p99Times(ours.notifications, theirs.notifications);
  const logIn = await p99Times(ours.logIn, theirs.logIn);
  await fresh.stop();
  // After a crash there is no clean stop's record: every file is read for damage before the load.
  const afterCrashMs = await withHistory.crashAndRestart();
  await withHistory.stop();
  for (const { dir } of [full, bare]) rmSync(dir, { recursive: true, force: true });
  const history = `a year of history (${USERS / 1000}k users, ${BOOKINGS / 1000}k paid bookings, ${NOTIFICATIONS / 1000}k notifications, ${HISTORY / 1000}k reviews, ${HISTORY / 1000}k events over ${DAYS} days of which ${full.keptEvents} kept)`;
  const within = (ms: number) => (ms / 1000 <= START_GOAL_S ? 'met' : 'MISSED');
  return [
    `start-up of the entry with ${history}: ${seconds(withHistory.startMs)} s vs fresh store ${seconds(fresh.startMs)} s (goal ≤ ${START_GOAL_S} s: ${within(withHistory.startMs)})`,
    `start-up to the first answers that need that history (3 log-ins, a traveller's transactions, a guide's notifications, asked for once ready; the store reads a collection at its first use and the rest after the start): ${seconds(withHistory.firstAnswersMs)} s vs fresh store ${seconds(fresh.firstAnswersMs)} s (goal ≤ ${START_GOAL_S} s: ${within(withHistory.firstAnswersMs)})`,
    `start-up of the entry after kill -9 with that history, every file read for damage first: ${seconds(afterCrashMs)} s (no goal: a crash's start)`,
    `RSS of the entry with that history, all of it read: ${withHistory.rssMiB.toFixed(0)} MiB vs fresh store ${fresh.rssMiB.toFixed(0)} MiB`,
    benchLine(
      `p99 of a traveller's transactions (tRPC profile.transactions, ${OWN_BOOKINGS} of ${BOOKINGS / 1000}k) with that history`,
      transactions.product,
      baseline(transactions.baseline),
      'ms',
      atMost(WITHIN),
      1,
    ),
    benchLine(
      `p99 of a guide's notifications (tRPC notifications.list, the newest ${LIST_LIMIT} of the guide's ${BUSY} among ${NOTIFICATIONS / 1000}k) with that history`,
      notifications.product,
      baseline(notifications.baseline),
      'ms',
      atMost(WITHIN),
      1,
    ),
    benchLine(
      `p99 of POST /api/logIn (scrypt N = 2^${SCRYPT_LOG2_N}) among ${USERS / 1000}k users`,
      logIn.product,
      baseline(logIn.baseline),
      'ms',
      atMost(WITHIN),
      1,
    ),
    benchLine(
      `POST /api/get-review with that history`,
      reviews.product,
      baseline(reviews.baseline),
      'req/s',
      atLeast(0.67),
    ),
    benchLine(
      `GET /healthz with that history`,
      health.product,
      baseline(health.baseline),
      'req/s',
      atLeast(0.67),
    ),
  ];
}
