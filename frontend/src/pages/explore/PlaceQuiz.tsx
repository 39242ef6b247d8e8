/**
 * The place's short quiz: three questions, for logged-in travellers, one play each (quiz.played /
 * quiz.save). The server scores it; every right answer earns a minute of reward listening time.
 */
import { MESSAGES } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useAuth } from '../../app/auth';
import { errorMessage, isUnauthorized } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert } from '../../components/ui/fields';
import { CheckIcon, StarBurstIcon } from '../../components/ui/icons';
import { RetryAlert } from '../../components/ui/RetryAlert';

export const ANSWER_ALL = 'Please answer all three questions.';

export interface QuizQuestion {
  readonly question: string;
  readonly options: readonly string[];
}

/** '3 minutes' for 180 seconds. */
export function rewardMinutes(seconds: number): string {
  const minutes = Math.round((seconds / 60) * 10) / 10;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export function PlaceQuiz({ placeId, questions }: { placeId: string; questions: readonly QuizQuestion[] }) {
  const { status, openLogin } = useAuth();
  return (
    <section className="place-quiz" aria-labelledby="place-quiz-title">
      <div className="place-quiz__head">
        <span className="place-quiz__icon" aria-hidden="true">
          <StarBurstIcon />
        </span>
        <div>
          <h2 id="place-quiz-title" className="place-quiz__title">
            Quick quiz
          </h2>
          <p className="place-quiz__lead">
            Three questions. Each right answer earns a minute of extra listening time. One play per traveller.
          </p>
        </div>
      </div>
      {status === 'loading' ? (
        <p className="place-quiz__muted">Loading…</p>
      ) : status === 'out' ? (
        <div className="place-quiz__locked">
          <p>Log in to play the quiz and earn reward time.</p>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => openLogin(MESSAGES.pleaseLogInFirst)}
          >
            Log in to play
          </button>
        </div>
      ) : (
        <QuizBody placeId={placeId} questions={questions} />
      )}
    </section>
  );
}

interface Result {
  score: number;
  rewardTime: number;
  correct: number[];
}

function QuizBody({ placeId, questions }: { placeId: string; questions: readonly QuizQuestion[] }) {
  const { refresh, openLogin } = useAuth();
  const utils = trpc.useUtils();
  const played = trpc.quiz.played.useQuery();
  const save = trpc.quiz.save.useMutation();
  const [answers, setAnswers] = useState<Array<number | null>>(() => questions.map(() => null));
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = useId();

  if (played.isPending) return <p className="place-quiz__muted">Loading…</p>;
  if (played.isError) {
    return (
      <RetryAlert
        message={errorMessage(played.error)}
        retrying={played.isFetching}
        onRetry={() => void played.refetch()}
      />
    );
  }

  const before = played.data;
  if (result === null && 'score' in before) {
    return (
      <p className="place-quiz__result">
        You have played the quiz already. <strong>You scored {before.score} of 3</strong> and earned{' '}
        {rewardMinutes(before.rewardTime)} of reward listening time.
      </p>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const chosen = answers.filter((answer): answer is number => answer !== null);
    if (chosen.length !== questions.length) {
      setProblem(ANSWER_ALL);
      return;
    }
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ placeId, answers: chosen });
      setResult({ score: saved.score, rewardTime: saved.rewardTime, correct: saved.correct });
      void utils.quiz.played.invalidate();
    } catch (error) {
      if (isUnauthorized(error)) {
        void refresh();
        openLogin(MESSAGES.pleaseLogInFirst);
        return;
      }
      setProblem(errorMessage(error));
    }
  };

  return (
    <form className="place-quiz__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {questions.map((question, index) => {
        const correct = result?.correct[index];
        return (
          <fieldset key={question.question} className="place-quiz__question" disabled={result !== null}>
            <legend className="place-quiz__legend">
              <span className="place-quiz__number">{index + 1}</span>
              {question.question}
            </legend>
            <div className="place-quiz__options">
              {question.options.map((option, choice) => {
                const picked = answers[index] === choice;
                const mark =
                  correct === undefined
                    ? ''
                    : choice === correct
                      ? ' place-quiz__option--right'
                      : picked
                        ? ' place-quiz__option--wrong'
                        : '';
                return (
                  <label key={option} className={`place-quiz__option${mark}`}>
                    <input
                      type="radio"
                      name={`${name}-${index}`}
                      value={choice}
                      checked={picked}
                      onChange={() =>
                        setAnswers((current) => current.map((value, at) => (at === index ? choice : value)))
                      }
                    />
                    <span>{option}</span>
                    {correct === choice ? (
                      <span className="place-quiz__mark place-quiz__mark--right">
                        <CheckIcon />
                        Right answer
                      </span>
                    ) : (
                      correct !== undefined &&
                      picked && <span className="place-quiz__mark place-quiz__mark--wrong">Your answer</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <FormAlert message={problem} />
      {result !== null ? (
        <p className="place-quiz__result" role="status">
          <strong>
            You scored {result.score} of {questions.length}
          </strong>{' '}
          and earned {rewardMinutes(result.rewardTime)} of reward listening time.
        </p>
      ) : (
        <BusyButton busy={save.isPending} busyLabel="Checking…" className="place-quiz__submit">
          Check my answers
        </BusyButton>
      )}
    </form>
  );
}
