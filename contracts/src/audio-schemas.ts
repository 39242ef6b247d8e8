/** The audio guide's requests, as the gateway parses them (REST and tRPC). */
import { z } from 'zod';
import { AUDIO_MESSAGES, SYNTHESIZE_MAX_CHARS } from './audio.js';
import { DEFAULT_LANGUAGE_LABEL, findLanguage } from './languages.js';
import { emailField } from './schemas.js';

/** A language by label (what the browser stores as languageDetail) or id; defaults to English (US). */
export const languageField = z
  .string()
  .trim()
  .max(40)
  .default(DEFAULT_LANGUAGE_LABEL)
  .refine((v) => findLanguage(v) !== undefined, AUDIO_MESSAGES.unsupportedLanguage)
  .transform((v) => findLanguage(v)?.id ?? 'en-US');

export const touristPlaceField = z
  .string({ error: 'Please choose a tourist place.' })
  .trim()
  .min(1, 'Please choose a tourist place.')
  .max(120, 'Please choose a tourist place.');

const optionalEmail = z.union([z.literal(''), emailField]).optional();

export const generateSchema = z.object({
  touristPlace: touristPlaceField,
  email: optionalEmail,
  language: languageField,
  city: z.string().trim().max(80).optional(),
});

export const audioBookSchema = generateSchema;
export const audioBookPlanSchema = generateSchema.extend({
  purchasedPlan: z.string().trim().min(1).max(120),
});

export const synthesizeSchema = z.object({
  text: z
    .string({ error: 'text: This field is required.' })
    .trim()
    .min(1, 'text: This field is required.')
    .max(SYNTHESIZE_MAX_CHARS, AUDIO_MESSAGES.textTooLong),
  language: languageField,
});

export const quizSubmissionSchema = z.object({
  email: optionalEmail,
  placeId: z.string().trim().min(1).max(80),
  answers: z.array(z.number().int().min(0).max(3)).length(3, 'Please answer all three questions.'),
  score: z.unknown().optional(),
  rewardTime: z.unknown().optional(),
  completedAt: z.unknown().optional(),
});
