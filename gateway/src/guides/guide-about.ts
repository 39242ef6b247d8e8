/**
 * What a guide tells travellers beyond the spec's form, and when they guide (issue 26): set by the
 * guide on their own profile only; the booking grid offers a guide only within their hours.
 */
import {
  BOOKING_RULES,
  fitsAvailability,
  type GuideAbout,
  type GuideAvailability,
  type GuidePrivateProfile,
  MESSAGES,
} from '@app/contracts';
import { type Actor, requireUser } from '../accounts/index.js';
import { AppError, type Ports } from '../core/index.js';
import { type GuideDoc, guides } from './guide-store.js';
import { privateProfile } from './guide-views.js';
import type { Guide } from './guides.js';

async function updateOwnGuide(
  deps: Pick<Ports, 'store' | 'places'>,
  actor: Actor,
  fields: Partial<GuideDoc>,
): Promise<GuidePrivateProfile> {
  const user = requireUser(actor);
  const updated = await guides(deps.store).findOneAndUpdate({ _id: user._id }, { $set: fields });
  if (!updated) throw new AppError('FORBIDDEN', MESSAGES.notAGuide, 'NOT_A_GUIDE');
  return privateProfile(deps, updated);
}

/** `guides.setAbout`: the caller's bio, languages and years of experience. */
export function setGuideAbout(
  deps: Pick<Ports, 'store' | 'places'>,
  actor: Actor,
  about: GuideAbout,
): Promise<GuidePrivateProfile> {
  return updateOwnGuide(deps, actor, {
    bio: about.bio,
    languages: about.languages,
    yearsOfExperience: about.yearsOfExperience,
  });
}

/** `guides.setAvailability`: the caller's weekly hours and days off. */
export function setGuideAvailability(
  deps: Pick<Ports, 'store' | 'places'>,
  actor: Actor,
  availability: GuideAvailability,
): Promise<GuidePrivateProfile> {
  return updateOwnGuide(deps, actor, { availability });
}

/** Whether the guide guides at a tour's wall-clock date and time in India, for its whole length. */
export function guidesAt(guide: Guide, slot: { date: string; time: string }): boolean {
  return fitsAvailability(guide.availability, { ...slot, hours: BOOKING_RULES.tourHours });
}
