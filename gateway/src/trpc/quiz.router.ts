import { quizSubmissionSchema } from '@app/contracts';
import { quizPlayed, saveQuiz } from '../quiz/index.js';
import { protectedProcedure, router } from './trpc.js';

export const quizRouter = router({
  played: protectedProcedure.query(({ ctx }) => quizPlayed(ctx.actor, {})),
  save: protectedProcedure
    .input(quizSubmissionSchema)
    .mutation(({ ctx, input }) => saveQuiz(ctx.deps, ctx.actor, input)),
});
