/**
 * Checks of long narrations: each acknowledged audio book is stored as a book, and its listener
 * paid for it by its real length, once per day it was asked for: the estimate taken when it was
 * asked for was settled when it was made (no charge left held on a finished track), and the plan's
 * minutes went down by a whole number of the track's lengths, at least once and at most once per
 * request sent.
 */
import { chargedSeconds, PLAN_LABELS, SUBSCRIPTION_PLANS } from '@app/contracts';
import type { Findings } from './findings.js';
import type { Ack } from './ledger.js';
import type { Data } from './stored-data.js';

const PLAN_SECONDS =
  (SUBSCRIPTION_PLANS.find((p) => p.label === PLAN_LABELS.fortnight)?.audioMinutes ?? 0) * 60;

export function checkNarrations(acks: readonly Ack[], data: Data, findings: Findings): void {
  const trackOf = new Map(data.tracks.map((t) => [t._id, t]));
  for (const charge of data.audioCharges) {
    const status = trackOf.get(charge.trackId)?.status;
    if (status === 'ready' || status === 'failed')
      findings.withoutEffect(
        `charge of ${charge.seconds} s held on ${status} track ${charge.trackId} never settled`,
      );
  }
  for (const ack of acks) {
    if (ack.kind !== 'narration') continue;
    const track = trackOf.get(ack.trackId);
    if (!track) {
      findings.lost(`audio book ${ack.trackId} of ${ack.email}`);
      continue;
    }
    if (track.length !== 'book')
      findings.lost(`audio book ${ack.trackId} of ${ack.email} (stored as ${track.length})`);
    const user = data.users.find((u) => u.email === ack.email);
    if (!user) continue;
    // Every credited plan adds its minutes; those of this harness are all fortnight plans.
    const plans = data.orders.filter(
      (o) => o.userId === user._id && o.item.type === 'plan' && o.status === 'paid' && !o.givenBack,
    ).length;
    const spent = plans * PLAN_SECONDS - (user.audioSecondsLeft ?? 0);
    const cost = track.status === 'ready' ? chargedSeconds(track.durationMs ?? 0) : 0;
    const times = cost === 0 ? (spent === 0 ? 1 : Number.NaN) : spent / cost;
    if (!Number.isInteger(times) || times < 1 || times > ack.attempts)
      findings.withoutEffect(
        `${ack.email} spent ${spent} s of ${plans} plan(s) on a ${track.status} book of ${cost} s (asked ${ack.attempts} times)`,
      );
  }
}
