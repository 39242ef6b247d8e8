/**
 * The operator's side of guide verification (DECISIONS 9, `pnpm admin guides ...`): the guides and
 * where each stands, verifying one (only verified guides are offered to travellers) or rejecting
 * one with a reason the guide reads on their dashboard.
 */
import { type GuideAdminView, MESSAGES, VERIFICATION_STATUS } from '@app/contracts';
import type { Store } from '@app/infra';
import { normalizeEmail } from '../accounts/users.js';
import { AppError } from '../errors.js';
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

async function decide(store: Store, email: string, update: Record<string, unknown>): Promise<GuideAdminView> {
  const guide = await guides(store).findOneAndUpdate({ email: normalizeEmail(email) }, update);
  if (!guide) throw new AppError('NOT_FOUND', MESSAGES.guideMissing, 'GUIDE_MISSING');
  return adminView(guide);
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
