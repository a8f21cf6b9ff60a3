import type { LearningModule, QuizAttempt } from '@domainary/schema/contracts/learning.ts';
import { quizOutcome } from '@domainary/schema/contracts/learning-rules.ts';
import { useEffect, useMemo, useState } from 'react';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useQuizAnswers, useQuizAttempts, useQuizQuestions } from './learning-api.ts';
import { QuizQuestionView } from './quiz-question.tsx';
import { hasAnswer, type QuizResponse, responseOf, scoreQuiz } from './quiz-scoring.ts';
import { type QuizResult, submitQuiz } from './submit-quiz.ts';

function TryAgainButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn-primary" onClick={onClick}>
      Try Again
    </button>
  );
}

function QuizComplete({
  result,
  onReview,
  onRetake,
}: {
  result: QuizResult;
  onReview: () => void;
  onRetake: () => void;
}) {
  return (
    <section aria-labelledby="quiz-complete-heading" className="space-y-3 py-6 text-center">
      <h3 id="quiz-complete-heading" className="text-2xl font-bold">
        Quiz Complete!
      </h3>
      <p className="text-5xl font-bold text-primary">{result.percentage}%</p>
      <p>
        You scored {result.score} out of {result.total} points
      </p>
      <div className="flex justify-center gap-3">
        <button type="button" className="btn btn-outline" onClick={onReview}>
          Review Questions
        </button>
        {!result.passed && <TryAgainButton onClick={onRetake} />}
      </div>
    </section>
  );
}

const noAttempts: ReadonlyMap<number, QuizAttempt> = new Map();

/**
 * The quiz view: answering one question at a time, then the result screen. A failed
 * quiz can be taken again: a retake starts from blank answers, and the server files them as a
 * new round once the first is saved.
 */
export function QuizView({ segmentId, module }: { segmentId: number; module: LearningModule }) {
  const questions = useQuizQuestions(segmentId);
  const answers = useQuizAnswers(questions.data);
  const attemptList = useQuizAttempts();
  const [index, setIndex] = useState(0);
  const [responses, setResponses] = useState<ReadonlyMap<number, QuizResponse>>(new Map());
  const [result, setResult] = useState<QuizResult | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [retaking, setRetaking] = useState(false);

  const savedAttempts = useMemo(
    () => new Map<number, QuizAttempt>(attemptList.data?.map((a) => [a.questionId, a])),
    [attemptList.data],
  );
  // During a retake the earlier round neither prefills nor locks anything.
  const attempts = retaking ? noAttempts : savedAttempts;

  // Saved attempts prefill their questions; answers typed since are kept.
  useEffect(() => {
    setResponses((current) => {
      const next = new Map(current);
      for (const [questionId, attempt] of attempts) {
        const saved = responseOf(attempt);
        if (saved) next.set(questionId, saved);
      }
      return next;
    });
  }, [attempts]);

  const failure = questions.error ?? answers.error ?? attemptList.error;
  if (failure) {
    return (
      <ErrorAlert title="Failed to load this quiz." error={failure} fallback="Please try again later." />
    );
  }
  if (!questions.data) return <Spinner size="lg" label="Loading quiz" />;
  if (questions.data.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-8 text-center text-base-content/70">No questions available</p>
    );
  }
  if (!answers.data || !attemptList.data) return <Spinner size="lg" label="Loading quiz" />;
  const list = questions.data;
  const answerMap = answers.data;
  const retake = () => {
    setRetaking(true);
    setResponses(new Map());
    setIndex(0);
    setResult(null);
  };
  if (result) {
    return (
      <QuizComplete
        result={result}
        onReview={() => {
          setIndex(0);
          setResult(null);
        }}
        onRetake={retake}
      />
    );
  }

  const question = list[Math.min(index, list.length - 1)];
  if (!question) return null;
  const response = responses.get(question.id);
  const isLast = index >= list.length - 1;
  const answered = hasAnswer(response);
  // A visitor back at a quiz whose saved round failed can start over from here too.
  const { score, total } = scoreQuiz(list, answerMap, responses, attempts);
  const savedRoundFailed =
    list.every((q) => attempts.has(q.id)) && !quizOutcome(score, total, module.pointsToEarn).passed;

  const submit = async () => {
    setSubmitting(true);
    const outcome = await submitQuiz({ module, questions: list, answers: answerMap, responses, attempts });
    // Whatever was saved is now the server's current round: show that from here on.
    setRetaking(false);
    setSubmitting(false);
    if (outcome) setResult(outcome);
  };

  return (
    <section aria-label="Quiz" className="space-y-6 rounded-box border border-base-300 p-4 sm:p-6">
      <div className="flex items-center justify-between text-sm text-base-content/70">
        <span>
          Question {index + 1} of {list.length}
        </span>
        <span className="badge badge-outline">
          {question.pointsValue} {question.pointsValue === 1 ? 'point' : 'points'}
        </span>
      </div>
      <QuizQuestionView
        key={question.id}
        question={question}
        answers={answerMap.get(question.id) ?? []}
        response={response}
        locked={attempts.has(question.id)}
        onChange={(next) => setResponses((current) => new Map(current).set(question.id, next))}
      />
      <div className="flex justify-between">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={index === 0 || submitting}
          onClick={() => setIndex(index - 1)}
        >
          Previous
        </button>
        {savedRoundFailed && <TryAgainButton onClick={retake} />}
        {isLast ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!answered || submitting}
            onClick={submit}
          >
            {submitting && <Spinner size="sm" />}
            Submit Quiz
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!answered}
            onClick={() => setIndex(index + 1)}
          >
            Next
          </button>
        )}
      </div>
    </section>
  );
}
