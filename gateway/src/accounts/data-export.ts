/**
 * The user's copy of their data (DPDP Act s. 11, right to information): everything the product
 * holds about the session's user, gathered from each domain by its own module, as one JSON
 * document. Secrets never leave: no password hash, no sign-in subject, no session token or hash.
 */
import { MY_DATA_FORMAT, type MyDataExport } from '@app/contracts';
import { companyDetails } from '@app/infra';
import { bookingsOf } from '../bookings/personal-data.js';
import type { Deps } from '../deps.js';
import { guideDataOf } from '../guides/personal-data.js';
import { newsletterOf } from '../newsletter/personal-data.js';
import { notificationsOf } from '../notifications/personal-data.js';
import { paymentRecordsOf } from '../payments/personal-data.js';
import { purchasedPlansOf } from '../plans/personal-data.js';
import { reviewsReceivedBy, reviewsWrittenBy } from '../reviews/personal-data.js';
import { type Actor, requireUser } from './actor.js';
import { sessionsOf } from './sessions.js';
import { toProfile, type UserDoc } from './users.js';

type Row = Record<string, unknown>;

/** Stored records as JSON gives them (dates as ISO strings), so REST and tRPC answer alike. */
const rows = (records: readonly object[]): Row[] => JSON.parse(JSON.stringify(records)) as Row[];
const row = (record: object): Row => JSON.parse(JSON.stringify(record)) as Row;

/** The account document without its secrets; sign-in methods are said by name instead. */
function accountOf(user: UserDoc): Row {
  const { passwordHash: _hash, googleSub: _sub, ...account } = user;
  return row({ ...account, signInMethods: toProfile(user).signInMethods });
}

export async function exportMyData(deps: Deps, actor: Actor, now = new Date()): Promise<MyDataExport> {
  const user = requireUser(actor);
  const { store } = deps;
  const [sessions, plans, payments, bookings, notifications, reviews, guide, newsletter] = await Promise.all([
    sessionsOf(store, user._id, actor.sessionId),
    purchasedPlansOf(store, user._id),
    paymentRecordsOf(store, user._id),
    bookingsOf(store, user),
    notificationsOf(store, user.email),
    reviewsWrittenBy(store, user._id),
    guideDataOf(store, user._id),
    newsletterOf(store, user.email),
  ]);
  const company = companyDetails(deps.config);
  return {
    format: MY_DATA_FORMAT,
    exportedAt: now.toISOString(),
    dataFiduciary: { name: company.name, contact: company.grievanceEmail },
    account: accountOf(user),
    sessions: rows(sessions),
    // The audio allowance and quiz are on the account; the audio domain's daily counters hold a
    // number per day only and expire within two days, so they are not a history worth a copy.
    listening: { specialPlans: rows(plans) },
    payments: {
      orders: rows(payments.orders),
      transactions: rows(payments.transactions),
      refunds: rows(payments.refunds),
    },
    bookings: { asTourist: rows(bookings.asTourist), asGuide: rows(bookings.asGuide) },
    notifications: rows(notifications),
    reviews: { ofTheSite: rows(reviews.ofTheSite), ofGuides: rows(reviews.ofGuides) },
    guide: {
      profile: guide.profile ? row(guide.profile) : null,
      tourPlans: rows(guide.tourPlans),
      reviewsReceived: guide.profile ? rows(await reviewsReceivedBy(store, user.email)) : [],
    },
    newsletter: {
      subscribed: newsletter.subscribed,
      subscribedAt: newsletter.subscribedAt?.toISOString() ?? null,
    },
  };
}

/** The download's file name: the brand and the day, e.g. `xplore-guide-my-data-2026-05-01.json`. */
export function myDataFileName(now = new Date()): string {
  return `xplore-guide-my-data-${now.toISOString().slice(0, 10)}.json`;
}
