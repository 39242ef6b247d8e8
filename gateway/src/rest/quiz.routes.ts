/** REST for the quiz (spec §7). */
import { quizSubmissionSchema } from '@app/contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../deps/index.js';
import { type AppEnv, jsonReader } from '../http/index.js';
import { quizPlayed, saveQuiz } from '../quiz/index.js';
import { signedInActor } from './request-actor.js';

const checkSchema = z.object({ email: z.string().max(254).optional() });

export function quizRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);
  r.post('/api/save-quiz', async (c) =>
    c.json(await saveQuiz(deps, await signedInActor(deps, c), await readJson(c, quizSubmissionSchema))),
  );
  r.post('/api/check-quiz-played', async (c) =>
    c.json(quizPlayed(await signedInActor(deps, c), await readJson(c, checkSchema))),
  );
  return r;
}
