/**
 * The place quiz: one play per user, scored by the server from the answers (what the browser
 * claims as score or reward time is ignored); each right answer earns a minute of reward time.
 */
import { AUDIO_MESSAGES, REWARD_SECONDS_PER_ANSWER } from '@app/contracts';
import { type Actor, recordQuiz, requireSelf } from '../accounts/index.js';
import { findPlace } from '../catalog/index.js';
import { AppError, type Ports } from '../core/index.js';

export interface QuizResult {
  score: number;
  rewardTime: number;
  answers: number[];
  correct: number[];
  completedAt: string;
  completed: true;
  placeId: string;
}

export async function saveQuiz(
  deps: Pick<Ports, 'store' | 'places'>,
  actor: Actor,
  input: { email?: string | undefined; placeId: string; answers: number[] },
) {
  const user = requireSelf(actor, input.email);
  const place = await findPlace(deps, input.placeId);
  const correct = place.quiz.map((q) => q.answer);
  const score = input.answers.filter((answer, i) => answer === correct[i]).length;
  const rewardTime = score * REWARD_SECONDS_PER_ANSWER;
  const quiz: QuizResult = {
    score,
    rewardTime,
    answers: input.answers,
    correct,
    completedAt: new Date().toISOString(),
    completed: true,
    placeId: place.id,
  };
  if (!(await recordQuiz(deps.store, user._id, quiz, rewardTime)))
    throw new AppError('CONFLICT', AUDIO_MESSAGES.quizPlayed, 'QUIZ_PLAYED');
  return { message: 'Quiz saved', ...quiz };
}

export function quizPlayed(actor: Actor, input: { email?: string | undefined }) {
  const user = requireSelf(actor, input.email);
  const quiz = user.quiz as QuizResult | undefined;
  return quiz ? { played: true, score: quiz.score, rewardTime: quiz.rewardTime } : { played: false };
}
