import { quizSubmissionSchema } from '@app/contracts';
import { protectedProcedure, router } from '../trpc/trpc.js';
import { quizPlayed, saveQuiz } from './quiz.js';

export const quizRouter = router({
  played: protectedProcedure.query(({ ctx }) => quizPlayed(ctx.actor, {})),
  save: protectedProcedure
    .input(quizSubmissionSchema)
    .mutation(({ ctx, input }) => saveQuiz(ctx.deps, ctx.actor, input)),
});
