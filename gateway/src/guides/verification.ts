/**
 * The operator's side of guide verification (DECISIONS 9, `pnpm admin guides ...`): the guides and
 * where each stands, verifying one (only verified guides are offered to travellers) or rejecting
 * one with a reason the guide reads on their dashboard. The guide is mailed either answer.
 */
import { type GuideAdminView, MESSAGES, TOPICS, VERIFICATION_STATUS } from '@app/contracts';
import type { Store } from '@app/infra';
import { normalizeEmail } from '../accounts/index.js';
import { AppError, emit } from '../core/index.js';
import { type GuideDoc, guides } from './guide-store.js';
import { guideName } from './guides.js';

function adminView(guide: GuideDoc): GuideAdminView {
  return {
    email: guide.email,
    name: guideName(guide),
    guideCity: guide.guideCity,
    status: guide.status,
    verificationStatus: guide.verificationStatus,
    submittedAt: guide.submittedAt ? guide.submittedAt.toISOString() : null,
  };
}

/** Every guide, those waiting for an answer first, then the most recently submitted. */
export async function listGuidesForOperator(store: Store): Promise<GuideAdminView[]> {
  const all = await guides(store).find({}, { sort: { submittedAt: -1 } });
  const waiting = (g: GuideDoc) => (g.verificationStatus === VERIFICATION_STATUS.underVerification ? 0 : 1);
  return all.sort((a, b) => waiting(a) - waiting(b)).map(adminView);
}

/** The guide hears of a decision that changed where they stand; a repeat of it mails nothing. */
async function mailDecision(tx: Store, before: GuideDoc, after: GuideDoc): Promise<void> {
  if (
    before.verificationStatus === after.verificationStatus &&
    before.rejectionReason === after.rejectionReason
  )
    return;
  const name = guideName(after);
  const data =
    after.verificationStatus === VERIFICATION_STATUS.verified
      ? { decision: 'verified' as const, guideName: name }
      : after.rejectionReason && after.verificationStatus === VERIFICATION_STATUS.rejected
        ? { decision: 'rejected' as const, guideName: name, reason: after.rejectionReason }
        : null;
  if (data) await emit(tx, TOPICS.mailRequested, { to: after.email, template: 'guide-verification', data });
}

async function decide(store: Store, email: string, update: Record<string, unknown>): Promise<GuideAdminView> {
  return store.transaction(async (tx) => {
    const before = await guides(tx).findOne({ email: normalizeEmail(email) });
    const guide = before && (await guides(tx).findOneAndUpdate({ _id: before._id }, update));
    if (!before || !guide) throw new AppError('NOT_FOUND', MESSAGES.guideMissing, 'GUIDE_MISSING');
    await mailDecision(tx, before, guide);
    return adminView(guide);
  });
}

/** Marks the guide verified: from now on offered to travellers. */
export function verifyGuide(store: Store, email: string, now = new Date()): Promise<GuideAdminView> {
  return decide(store, email, {
    $set: { verificationStatus: VERIFICATION_STATUS.verified, verifiedAt: now },
    $unset: { rejectionReason: true },
  });
}

/** Marks the guide rejected, with the reason shown to them; a verified guide is no longer offered. */
export function rejectGuide(store: Store, input: { email: string; reason: string }): Promise<GuideAdminView> {
  return decide(store, input.email, {
    $set: { verificationStatus: VERIFICATION_STATUS.rejected, rejectionReason: input.reason },
    $unset: { verifiedAt: true },
  });
}
