/** The guide calls' input schemas (spec §7), built on guide-rules.ts. */
import { z } from 'zod';
import { CLOCK_TIME, GUIDE_ABOUT_MESSAGES, GUIDE_ABOUT_RULES, GUIDE_LANGUAGES } from './guide-about.js';
import { GUIDE_REVIEW_MAX, GUIDE_RULES } from './guide-rules.js';
import { MESSAGES } from './messages.js';
import { TOUR_REVIEW_TEXTS } from './tour-reviews.js';

const subScore = z
  .number({ error: TOUR_REVIEW_TEXTS.subScore })
  .int(TOUR_REVIEW_TEXTS.subScore)
  .min(1, TOUR_REVIEW_TEXTS.subScore)
  .max(5, TOUR_REVIEW_TEXTS.subScore);

/** What either review of a tour says: which booking, 1 to 5 stars, and an opinion. */
const tourReviewFields = {
  bookingId: z.string({ error: MESSAGES.bookingMissing }).trim().min(1, MESSAGES.bookingMissing).max(64),
  rating: z.coerce
    .number({ error: MESSAGES.ratingRange })
    .int(MESSAGES.ratingRange)
    .min(1, MESSAGES.ratingRange)
    .max(5, MESSAGES.ratingRange),
  comment: z
    .string({ error: MESSAGES.emptyOpinion })
    .trim()
    .min(1, MESSAGES.emptyOpinion)
    .max(GUIDE_REVIEW_MAX, `The review must be at most ${GUIDE_REVIEW_MAX} characters.`),
};

/** `POST /api/guide-reviews`: a tourist reviews the guide of one completed, paid booking, once. */
export const guideReviewSchema = z.object({
  ...tourReviewFields,
  /** The scores beside the stars (issue 26); the spec's call sends none, the app all three. */
  scores: z
    .object(
      { guiding: subScore, organisation: subScore, value: subScore },
      { error: TOUR_REVIEW_TEXTS.subScore },
    )
    .optional(),
});
export type GuideReviewInput = z.infer<typeof guideReviewSchema>;

/** `bookings.reviewTraveller`: the guide reviews the traveller of one completed tour, once (issue 26). */
export const travellerReviewSchema = z.object(tourReviewFields);
export type TravellerReviewInput = z.infer<typeof travellerReviewSchema>;

const isoDateTime = (what: string) =>
  z
    .string({ error: `Please choose the ${what}.` })
    .trim()
    .min(1, `Please choose the ${what}.`)
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), `Please choose a valid ${what}.`);

/** `POST /api/add-tour-plan` and `PUT /api/update-tour-plan/{id}` (spec §3 Guide tour plan). */
export const tourPlanSchema = z
  .object({
    startCity: z
      .string({ error: MESSAGES.guideFieldsRequired })
      .trim()
      .min(1, MESSAGES.guideFieldsRequired)
      .max(80),
    place: z
      .string({ error: MESSAGES.guideFieldsRequired })
      .trim()
      .min(1, MESSAGES.guideFieldsRequired)
      .max(200),
    price: z.coerce
      .number({ error: MESSAGES.tourPlanPrice })
      .min(GUIDE_RULES.price.min, MESSAGES.tourPlanPrice)
      .max(GUIDE_RULES.price.max * 10, MESSAGES.tourPlanPrice),
    startDate: isoDateTime('start date'),
    endDate: isoDateTime('end date'),
    /** Named by the form; the session decides whose plan it is (DECISIONS 3). */
    tourGuideEmail: z.string().trim().max(254).optional(),
    tourGuideName: z.string().trim().max(120).optional(),
  })
  .refine((plan) => Date.parse(plan.endDate) > Date.parse(plan.startDate), {
    message: MESSAGES.tourPlanDates,
    path: ['endDate'],
  });
export type TourPlanInput = z.infer<typeof tourPlanSchema>;

/** `GET /api/load-tour-plans?email=`: one guide's plans, or every guide's without an e-mail. */
export const loadTourPlansSchema = z.object({ email: z.string().trim().max(254).optional() });

/** `pnpm admin guides reject <email> --reason "..."`. */
export const guideRejectionSchema = z.object({
  email: z.string().trim().min(3).max(254),
  reason: z.string().trim().min(1, 'Give the guide a reason.').max(500),
});

const clockTime = z.string().regex(CLOCK_TIME, GUIDE_ABOUT_MESSAGES.hours);
const calendarDate = z.iso.date({ error: GUIDE_ABOUT_MESSAGES.daysOff });

/** `guides.setAbout`: the guide's bio, languages and years of experience (issue 26). */
export const guideAboutSchema = z.object({
  bio: z.string().trim().max(GUIDE_ABOUT_RULES.bioMax, GUIDE_ABOUT_MESSAGES.bioLength),
  languages: z
    .array(z.enum(GUIDE_LANGUAGES, { error: GUIDE_ABOUT_MESSAGES.languages }))
    .max(GUIDE_ABOUT_RULES.languagesMax, GUIDE_ABOUT_MESSAGES.languages)
    .transform((languages) => [...new Set(languages)]),
  yearsOfExperience: z
    .number({ error: GUIDE_ABOUT_MESSAGES.years })
    .int(GUIDE_ABOUT_MESSAGES.years)
    .min(0, GUIDE_ABOUT_MESSAGES.years)
    .max(GUIDE_ABOUT_RULES.yearsMax, GUIDE_ABOUT_MESSAGES.years)
    .nullable(),
});

/** `guides.setAvailability`: the weekdays and hours a guide works, and days off (issue 26). */
export const guideAvailabilitySchema = z.object({
  weekly: z
    .array(
      z
        .object({ day: z.number().int().min(0).max(6), from: clockTime, to: clockTime })
        .refine((hours) => hours.from < hours.to, GUIDE_ABOUT_MESSAGES.hours),
    )
    .max(7)
    .refine(
      (weekly) => new Set(weekly.map((hours) => hours.day)).size === weekly.length,
      GUIDE_ABOUT_MESSAGES.hours,
    ),
  daysOff: z
    .array(calendarDate)
    .max(GUIDE_ABOUT_RULES.daysOffMax, GUIDE_ABOUT_MESSAGES.daysOff)
    .transform((days) => [...new Set(days)].sort()),
});
