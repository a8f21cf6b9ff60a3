import type { QuestionType, QuizAnswer, QuizQuestion } from '@domainary/schema/contracts/learning.ts';
import { CircleCheck, CircleX } from 'lucide-react';
import { isResponseCorrect, type QuizResponse } from './quiz-scoring.ts';

const prompts: Record<QuestionType, string> = {
  multiple_choice: 'Select the correct answer',
  true_false: 'Select True or False',
  short_answer: 'Type your answer in the text box',
};

function Feedback({ answers, response }: { answers: readonly QuizAnswer[]; response: QuizResponse }) {
  if (isResponseCorrect(answers, response)) {
    return (
      <p className="flex items-center gap-2 text-success">
        <CircleCheck aria-hidden="true" size={18} /> Correct
      </p>
    );
  }
  const correct = answers.find((a) => a.isCorrect);
  return (
    <p className="flex items-center gap-2 text-error">
      <CircleX aria-hidden="true" size={18} /> Incorrect
      {correct ? `. The correct answer: ${correct.answerText}` : ''}
    </p>
  );
}

/**
 * One question. A question with a saved attempt is locked to that answer (it is never
 * resubmitted) and shows whether it was right.
 */
export function QuizQuestionView({
  question,
  answers,
  response,
  locked,
  onChange,
}: {
  question: QuizQuestion;
  answers: readonly QuizAnswer[];
  response: QuizResponse | undefined;
  locked: boolean;
  onChange: (response: QuizResponse) => void;
}) {
  const promptId = `question-${question.id}-prompt`;
  return (
    <fieldset className="space-y-4" aria-describedby={promptId}>
      <legend className="text-lg font-semibold">{question.questionText}</legend>
      <p id={promptId} className="text-sm text-base-content/70">
        {prompts[question.questionType]}
      </p>
      {question.questionType === 'short_answer' ? (
        <input
          type="text"
          className="input input-bordered w-full max-w-md"
          aria-label="Your answer"
          maxLength={500}
          value={response && 'text' in response ? response.text : ''}
          disabled={locked}
          onChange={(event) => onChange({ text: event.target.value })}
        />
      ) : (
        <div className="space-y-2">
          {answers.map((answer) => (
            <label
              key={answer.id}
              className="flex cursor-pointer items-center gap-3 rounded-field border border-base-300 px-4 py-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                className="radio radio-primary radio-sm"
                name={`question-${question.id}`}
                value={answer.id}
                checked={response !== undefined && 'answerId' in response && response.answerId === answer.id}
                disabled={locked}
                onChange={() => onChange({ answerId: answer.id })}
              />
              <span>{answer.answerText}</span>
            </label>
          ))}
        </div>
      )}
      {locked && response && <Feedback answers={answers} response={response} />}
    </fieldset>
  );
}
