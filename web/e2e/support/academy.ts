import { academyModules } from '@domainary/schema/academy/academy.ts';
import type { ModuleContent, QuestionContent } from '@domainary/schema/academy/content-types.ts';
import type { Page } from 'playwright-core';

/** The seeded academy module with this id, as authored (so tests know the right answers). */
export function academyModule(id: number): ModuleContent {
  const module = academyModules.find((m) => m.id === id);
  if (!module) throw new Error(`no academy module ${id}`);
  return module;
}

export function quizOf(module: ModuleContent) {
  const quiz = module.segments.find((s) => s.type === 'quiz');
  if (quiz?.type !== 'quiz') throw new Error(`module ${module.id} has no quiz`);
  return quiz;
}

export function correctText(question: QuestionContent): string {
  switch (question.type) {
    case 'multiple_choice':
      return question.choices[question.correct] ?? '';
    case 'true_false':
      return question.answer ? 'True' : 'False';
    case 'short_answer':
      return question.accepted[0] ?? '';
  }
}

export function wrongText(question: QuestionContent): string {
  switch (question.type) {
    case 'multiple_choice':
      return question.choices.find((_, i) => i !== question.correct) ?? '';
    case 'true_false':
      return question.answer ? 'False' : 'True';
    case 'short_answer':
      return 'definitely not it';
  }
}

/** Gives one answer in the quiz view: clicks the option or types into the text box. */
export async function answer(page: Page, question: QuestionContent, text: string): Promise<void> {
  const quiz = page.getByRole('region', { name: 'Quiz' });
  if (question.type === 'short_answer') await quiz.getByLabel('Your answer').fill(text);
  else await quiz.getByRole('radio', { name: text, exact: true }).check();
}

/** The quiz's forward button: 'Next', or 'Submit Quiz' on the last question. */
export function forward(page: Page, last: boolean) {
  return page
    .getByRole('region', { name: 'Quiz' })
    .getByRole('button', { name: last ? 'Submit Quiz' : 'Next' });
}

/** Opens the module's quiz segment from the 'Module Content' list. */
export async function openQuiz(page: Page, module: ModuleContent): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Module Content' })
    .getByRole('button', { name: quizOf(module).title })
    .click();
  await page.getByText(`Question 1 of ${quizOf(module).questions.length}`).waitFor();
}
