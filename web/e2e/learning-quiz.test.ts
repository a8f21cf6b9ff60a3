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
import { browserPages, visitorJson } from './support/browser.ts';

const { openPage } = browserPages();

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

async function summaryFigure(page: Page, label: string): Promise<string | null> {
  return page
    .getByRole('region', { name: 'Your progress' })
    .getByText(label, { exact: true })
    .locator('xpath=..')
    .locator('p')
    .nth(1)
    .textContent();
}

describe('a module from not started to completed', () => {
  const dns = academyModule(1);
  const quiz = quizOf(dns);

  it('records in_progress on open, passes the quiz with every question type, completes and awards badges', async () => {
    const page = await openPage('/learning');
    const dnsCard = card(page, dns.title);
    await dnsCard.getByText('Not started').waitFor();
    expect(await dnsCard.getByRole('progressbar').count()).toBe(0);
    await dnsCard.getByRole('link', { name: 'Start Learning' }).click();

    await page.getByRole('heading', { level: 2, name: dns.segments[0]?.title }).waitFor();
    const details = page.getByRole('region', { name: 'Module details' });
    await details.getByText('In progress').waitFor();
    expect(
      await visitorJson<ModuleProgress[]>(page, `/api/user-progress/modules?moduleId=${dns.id}`),
    ).toEqual([{ moduleId: dns.id, status: 'in_progress', pointsEarned: 0, completedAt: null }]);

    await openQuiz(page, dns);
    expect(new Set(quiz.questions.map((q) => q.type))).toEqual(
      new Set(['multiple_choice', 'true_false', 'short_answer']),
    );
    for (const [i, question] of quiz.questions.entries()) {
      const last = i === quiz.questions.length - 1;
      await page.getByText(`Question ${i + 1} of ${quiz.questions.length}`).waitFor();
      expect(await forward(page, last).isDisabled()).toBe(true);
      // Short answers are judged trimmed and case-insensitively.
      const given =
        question.type === 'short_answer'
          ? `  ${correctText(question).toUpperCase()} `
          : correctText(question);
      await answer(page, question, given);
      await forward(page, last).click();
    }

    const total = quiz.questions.reduce((sum, q) => sum + q.points, 0);
    await page.getByRole('heading', { name: 'Quiz Complete!' }).waitFor();
    expect(await page.getByText('100%', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`You scored ${total} out of ${total} points`).isVisible()).toBe(true);
    await page.getByText('Achievement Unlocked!').waitFor();
    await details.getByText('Completed').waitFor();

    const [progress] = await visitorJson<ModuleProgress[]>(
      page,
      `/api/user-progress/modules?moduleId=${dns.id}`,
    );
    expect(progress).toMatchObject({ status: 'completed', pointsEarned: dns.pointsToEarn });
    expect(Number.isNaN(Date.parse(progress?.completedAt ?? ''))).toBe(false);
    expect(await visitorJson<QuizAttempt[]>(page, '/api/user-progress/quiz-attempts')).toHaveLength(
      quiz.questions.length,
    );

    await page.getByRole('link', { name: 'Back to Learning' }).click();
    await card(page, dns.title).getByRole('link', { name: 'Review' }).waitFor();
    expect(await card(page, dns.title).getByText('Completed').isVisible()).toBe(true);
    // The saved progress dropped the cached stats, so the summary shows a dash until they reload.
    await expect.poll(() => summaryFigure(page, 'Total Points')).toBe(String(dns.pointsToEarn));
    expect(await summaryFigure(page, 'Completed')).toBe('1');
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await page.getByRole('heading', { name: 'First Steps' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Flawless' }).isVisible()).toBe(true);
  });

  it('shows Module Completed when the badge request fails, which is only logged', async () => {
    const page = await openPage(`/learning/${dns.id}`);
    await page.route('**/api/achievements/award-badge', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await openQuiz(page, dns);
    for (const [i, question] of quiz.questions.entries()) {
      await answer(page, question, correctText(question));
      await forward(page, i === quiz.questions.length - 1).click();
    }
    await page.getByText('Module Completed!').waitFor();
    expect(
      await page
        .getByText(`Congratulations! You've scored 100% and earned ${dns.pointsToEarn} points.`)
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText('Achievement Unlocked!').count()).toBe(0);
  });
});

describe('a failed attempt', () => {
  const tlds = academyModule(2);
  const quiz = quizOf(tlds);

  it('stays in progress with proportional points, then prefills, locks and does not resubmit', async () => {
    const page = await openPage(`/learning/${tlds.id}`);
    await openQuiz(page, tlds);
    // Only the first question right: well under 70%.
    for (const [i, question] of quiz.questions.entries()) {
      await answer(page, question, i === 0 ? correctText(question) : wrongText(question));
      await forward(page, i === quiz.questions.length - 1).click();
    }
    const total = quiz.questions.reduce((sum, q) => sum + q.points, 0);
    const score = quiz.questions[0]?.points ?? 0;
    const percent = Math.round((score / total) * 100);
    await page.getByText('Keep Learning').waitFor();
    expect(
      await page
        .getByText(`You've scored ${percent}%. You need at least 70% to complete this module.`)
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText(`You scored ${score} out of ${total} points`).isVisible()).toBe(true);
    expect(
      await page.getByRole('region', { name: 'Module details' }).getByText('In progress').isVisible(),
    ).toBe(true);
    expect(
      await visitorJson<ModuleProgress[]>(page, `/api/user-progress/modules?moduleId=${tlds.id}`),
    ).toEqual([
      {
        moduleId: tlds.id,
        status: 'in_progress',
        pointsEarned: Math.round((tlds.pointsToEarn * percent) / 100),
        completedAt: null,
      },
    ]);

    // A fresh load prefills every saved answer, locked, with its verdict.
    await page.reload();
    await openQuiz(page, tlds);
    const first = quiz.questions[0];
    const second = quiz.questions[1];
    if (!first || !second) throw new Error('quiz too short');
    const firstChoice = page.getByRole('radio', { name: correctText(first), exact: true });
    expect(await firstChoice.isChecked()).toBe(true);
    expect(await firstChoice.isDisabled()).toBe(true);
    expect(await page.getByText('Correct', { exact: true }).isVisible()).toBe(true);
    await forward(page, false).click();
    expect(await page.getByRole('radio', { name: wrongText(second), exact: true }).isChecked()).toBe(true);
    expect(await page.getByText(/Incorrect\. The correct answer:/).isVisible()).toBe(true);

    const posted: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/user-progress/quiz-attempts'))
        posted.push(req.url());
    });
    for (let i = 1; i < quiz.questions.length; i++)
      await forward(page, i === quiz.questions.length - 1).click();
    await page.getByText('Keep Learning').waitFor();
    expect(posted).toEqual([]);
    expect(await visitorJson<QuizAttempt[]>(page, '/api/user-progress/quiz-attempts')).toHaveLength(
      quiz.questions.length,
    );

    await page.getByRole('link', { name: 'Back to Learning' }).click();
    const tldCard = card(page, tlds.title);
    await tldCard.getByText('In progress').waitFor();
    expect(await tldCard.getByRole('progressbar').getAttribute('value')).toBe('50');
    expect(await tldCard.getByRole('link', { name: 'Start Learning' }).isVisible()).toBe(true);
  });
});

describe('review mode', () => {
  const buying = academyModule(5);
  const quiz = quizOf(buying);

  it('returns to the first question with the saved answers and their verdicts', async () => {
    const page = await openPage(`/learning/${buying.id}`);
    await openQuiz(page, buying);
    for (const [i, question] of quiz.questions.entries()) {
      await answer(page, question, correctText(question));
      await forward(page, i === quiz.questions.length - 1).click();
    }
    await page.getByRole('button', { name: 'Review Questions' }).click();
    await page.getByText(`Question 1 of ${quiz.questions.length}`).waitFor();
    const first = quiz.questions[0];
    if (!first) throw new Error('empty quiz');
    expect(await page.getByRole('radio', { name: correctText(first), exact: true }).isChecked()).toBe(true);
    expect(await page.getByText('Correct', { exact: true }).isVisible()).toBe(true);
    expect(
      await page.getByRole('region', { name: 'Quiz' }).getByRole('button', { name: 'Previous' }).isDisabled(),
    ).toBe(true);
  });
});
