/**
 * The demo guides seed (DECISIONS 9): in embedded mode, once per data directory, verified guides
 * for every Indian city of the catalog, each with a drawn picture, a few tour plans and reviews,
 * and one guide anyone can log in as. That login's password is made for this installation alone,
 * kept in DATA_DIR (readable by its owner only) and announced once in the log, never the password.
 */
import { randomInt } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VERIFICATION_STATUS } from '@app/contracts';
import { dataPaths, type Store } from '@app/infra';
import { addAccount, hashPassword } from '../accounts/index.js';
import { addSeededGuideReviews, type SeededGuideReview } from '../reviews/index.js';
import type { Seed, SeedContext } from '../seed/index.js';
import {
  DEMO_DOMAIN,
  DEMO_GUIDES,
  DEMO_LOGIN_GUIDE,
  DEMO_REVIEWS,
  type DemoGuide,
} from './demo-guide-data.js';
import { DEMO_PERSONAS, type DemoPersona } from './demo-personas.js';
import { storePortrait } from './demo-pictures.js';
import { guides } from './guide-store.js';
import { type TourPlanDoc, tourPlans } from './tour-plan-store.js';

/** The file in DATA_DIR that holds the demo login. */
export const DEMO_LOGIN_FILE = 'demo-guide.txt';

const DAY = 24 * 3600_000;
/** 09:00 in India, as UTC hours: the hour the demo tours start. */
const NINE_IN_INDIA = 3.5;
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 characters (spec §5 allows 8 to 13) from 56 signs that are hard to confuse: about 70 bits. */
export function demoPassword(): string {
  return Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export const demoEmail = (guide: DemoGuide) =>
  `${guide.firstName}.${guide.lastName}@${DEMO_DOMAIN}`.toLowerCase();

/** Midnight UTC `days` after `now`, plus `hours`. */
const dayAfter = (now: Date, days: number, hours: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days) + hours * 3600_000);

function plansOf(guide: DemoGuide, guideId: string, email: string, index: number, now: Date): TourPlanDoc[] {
  const plan = (n: number, place: string, startIn: number, days: number, price: number): TourPlanDoc => {
    const startDate = dayAfter(now, startIn, NINE_IN_INDIA);
    return {
      _id: `demo-plan-${email}-${n}`,
      guideId,
      guideEmail: email,
      startCity: guide.city,
      place,
      price,
      startDate,
      endDate: new Date(startDate.getTime() + (days - 1) * DAY + 8 * 3600_000),
      createdAt: now,
      updatedAt: now,
    };
  };
  const [first = guide.city, second = first] = guide.places;
  return [plan(1, first, 7 + index, 1, guide.price * 3), plan(2, second, 21 + index, 2, guide.price * 5)];
}

function reviewsOf(email: string, index: number, now: Date): SeededGuideReview[] {
  return [0, 1, 2].map((k) => {
    const written = DEMO_REVIEWS[(index + k) % DEMO_REVIEWS.length] ?? { name: '', rating: 5, review: '' };
    return {
      id: `demo-review-${email}-${k}`,
      bookingId: `demo-booking-${email}-${k}`,
      guideEmail: email,
      touristId: 'demo',
      name: written.name,
      review: written.review,
      rating: written.rating,
      profilePicture: '',
      createdAt: new Date(now.getTime() - (k + 1) * (4 + index) * DAY),
    };
  });
}

function personaOf(guide: DemoGuide): DemoPersona {
  const persona = DEMO_PERSONAS[guide.firstName];
  if (!persona) throw new Error(`no demo persona for ${guide.firstName}`);
  return persona;
}

/** One verified guide with their account (which has no password unless given one). */
async function addGuide(
  tx: Store,
  context: SeedContext,
  guide: DemoGuide,
  email: string,
  index: number,
  now: Date,
  passwordHash?: string,
): Promise<void> {
  const user = await addAccount(tx, email, {
    username: `${guide.firstName} ${guide.lastName}`,
    address: `${guide.city}, ${guide.state}`,
    ...(passwordHash ? { passwordHash } : {}),
  });
  const persona = personaOf(guide);
  await guides(tx).insertOne({
    _id: user._id,
    email: user.email,
    firstName: guide.firstName,
    lastName: guide.lastName,
    dob: guide.dob,
    countryCode: '+91',
    phoneNumber: `98${String(10_000_000 + index * 7_654_321).slice(-8)}`,
    address: `${guide.city}, ${guide.state}, India`,
    guideCity: guide.state,
    guidePlaces: guide.places.join(', '),
    guidePrice: guide.price,
    status: guide.status,
    profilePicture: await storePortrait(context.blobs, persona.look, guide.colour),
    bio: persona.bio,
    languages: persona.languages,
    yearsOfExperience: persona.yearsOfExperience,
    officialDocumentName: '',
    officialDocument: '',
    verificationStatus: VERIFICATION_STATUS.verified,
    submittedAt: now,
    verifiedAt: now,
  });
  await tourPlans(tx).insertMany(plansOf(guide, user._id, user.email, index, now));
  await addSeededGuideReviews(tx, reviewsOf(user.email, index, now));
}

/** Writes the demo login into DATA_DIR, readable by its owner only; returns the file's path. */
async function keepDemoLogin(context: SeedContext, password: string, now: Date): Promise<string> {
  const { root } = dataPaths(context.config);
  await mkdir(root, { recursive: true });
  const file = join(root, DEMO_LOGIN_FILE);
  const text = [
    `Demo guide login of this installation (made ${now.toISOString()}):`,
    `e-mail:   ${DEMO_LOGIN_GUIDE.email}`,
    `password: ${password}`,
    'Log in with these on the site to see the guide dashboard.',
    '',
  ].join('\n');
  await writeFile(file, text, { mode: 0o600 });
  // A file left by an earlier, failed start keeps its old mode through writeFile.
  await chmod(file, 0o600);
  return file;
}

export const demoGuidesSeed: Seed = {
  id: 'demo-guides-v1',
  async run(tx, context) {
    const now = new Date();
    for (const [index, guide] of DEMO_GUIDES.entries())
      await addGuide(tx, context, guide, demoEmail(guide), index, now);
    const password = demoPassword();
    const hash = await hashPassword(password, context.config.SCRYPT_LOG2_N);
    await addGuide(tx, context, DEMO_LOGIN_GUIDE, DEMO_LOGIN_GUIDE.email, DEMO_GUIDES.length, now, hash);
    const file = await keepDemoLogin(context, password, now);
    context.logger.info(
      { email: DEMO_LOGIN_GUIDE.email, file },
      'demo guide login created: its password is in the file',
    );
  },
};

/**
 * Installations seeded before the portraits (issue 26) keep their demo guides: each gets its
 * portrait, bio, languages and years, unless it has them. The demo login's guide is left alone,
 * as whoever logs in as it may have changed its picture.
 */
export const demoPortraitsSeed: Seed = {
  id: 'demo-guide-portraits-v1',
  async run(tx: Store, context: SeedContext): Promise<void> {
    for (const guide of DEMO_GUIDES) {
      const stored = await guides(tx).findOne({ email: demoEmail(guide) });
      if (!stored || stored.languages !== undefined) continue;
      const persona = personaOf(guide);
      await guides(tx).updateOne(
        { _id: stored._id },
        {
          $set: {
            profilePicture: await storePortrait(context.blobs, persona.look, guide.colour),
            bio: persona.bio,
            languages: persona.languages,
            yearsOfExperience: persona.yearsOfExperience,
          },
        },
      );
    }
  },
};
