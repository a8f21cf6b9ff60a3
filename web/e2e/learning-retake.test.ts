import type { ModuleProgress, QuizAttempt } from '@domainary/schema/contracts/learning.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  academyModule,
  answer,
  correctText,
  forward,
  openQuiz,
  quizOf,
  wrongText,
} from './support/academy.ts';
import { seriousViolations } from './support/accessibility.ts';
import { browserPages, visitorJson } from './support/browser.ts';

const { openPage } = browserPages();

const expired = academyModule(4);
const quiz = quizOf(expired);

/** Answers every question, only the first one right (well under 70%), and submits. */
async function failQuiz(page: Page): Promise<void> {
  for (const [i, question] of quiz.questions.entries()) {
    await answer(page, question, i === 0 ? correctText(question) : wrongText(question));
    await forward(page, i === quiz.questions.length - 1).click();
  }
  await page.getByText('Keep Learning').waitFor();
}

const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try Again' });

describe('retaking a failed quiz', () => {
  it('offers Try Again after a fail, starts from blank answers and completes the module on a pass', async () => {
    const page = await openPage(`/learning/${expired.id}`);
    await openQuiz(page, expired);
    await failQuiz(page);
    await page.getByRole('heading', { name: 'Quiz Complete!' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await tryAgain(page).click();

    await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
    const first = quiz.questions[0];
    if (!first) throw new Error('empty quiz');
    if (first.type !== 'short_answer') {
      const choice = page.getByRole('radio', { name: correctText(first), exact: true });
      expect(await choice.isChecked()).toBe(false);
      expect(await choice.isDisabled()).toBe(false);
    }
    expect(await tryAgain(page).count()).toBe(0);
    expect(await forward(page, quiz.questions.length === 1).isDisabled()).toBe(true);

    for (const [i, question] of quiz.questions.entries()) {
      await answer(page, question, correctText(question));
      await forward(page, i === quiz.questions.length - 1).click();
    }
    // The badge toast follows the Module Completed! one, and only one toast shows at a time.
    await page.getByText('Achievement Unlocked!').waitFor();
    await page.getByRole('heading', { name: 'Quiz Complete!' }).waitFor();
    expect(await page.getByText('100%', { exact: true }).isVisible()).toBe(true);
    expect(await tryAgain(page).count()).toBe(0);
    await page.getByRole('region', { name: 'Module details' }).getByText('Completed').waitFor();

    const [progress] = await visitorJson<ModuleProgress[]>(
      page,
      `/api/user-progress/modules?moduleId=${expired.id}`,
    );
    expect(progress).toMatchObject({ status: 'completed', pointsEarned: expired.pointsToEarn });
    const attempts = await visitorJson<QuizAttempt[]>(page, '/api/user-progress/quiz-attempts');
    expect(attempts.map((a) => a.isCorrect)).toEqual(quiz.questions.map(() => true));
    const badges = await visitorJson<{ badge: { name: string } }[]>(page, '/api/achievements/user-badges');
    expect(badges.map((b) => b.badge.name)).toContain('First Steps');
  });

  it('offers Try Again to a visitor who comes back to a failed quiz, by keyboard too, and unlocks the answers', async () => {
    const page = await openPage(`/learning/${expired.id}`);
    await openQuiz(page, expired);
    await failQuiz(page);

    await page.reload();
    await openQuiz(page, expired);
    const first = quiz.questions[0];
    if (!first || first.type === 'short_answer') throw new Error('the first question should be a choice');
    const choice = page.getByRole('radio', { name: correctText(first), exact: true });
    expect(await choice.isDisabled()).toBe(true);
    await tryAgain(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => choice.isDisabled()).toBe(false);
    expect(await choice.isChecked()).toBe(false);
    expect(await choice.isDisabled()).toBe(false);
    expect(await tryAgain(page).count()).toBe(0);
  });
});
