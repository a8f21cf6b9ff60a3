import type { LearningModule, ModuleSegment } from '@domainary/schema/contracts/learning.ts';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { academyModule, answer, correctText, forward, openQuiz, quizOf } from './support/academy.ts';
import { browserPages } from './support/browser.ts';

const { openPage } = browserPages();

/** Opens a page with some API answers replaced, to reach states the seeded data never shows. */
async function openWith(
  path: string,
  routes: Record<string, (route: Route) => Promise<void>>,
): Promise<Page> {
  // Start on a client-rendered path, so the routes are in place before the app first loads.
  const page = await openPage('/academy-e2e-blank');
  for (const [pattern, handler] of Object.entries(routes)) await page.route(pattern, handler);
  await page.goto(path);
  return page;
}

const json = (body: unknown) => (route: Route) => route.fulfill({ json: body });
const failing = (route: Route) => route.fulfill({ status: 500, body: 'upstream down' });

/** Passes the real answer through with the segments changed by `edit`. */
const editSegments = (edit: (segments: ModuleSegment[]) => ModuleSegment[]) => async (route: Route) => {
  const response = await route.fetch();
  route.fulfill({ response, json: edit((await response.json()) as ModuleSegment[]) });
};

describe('/learning states', () => {
  it("shows 'No learning modules available yet' when there are none", async () => {
    const page = await openWith('/learning', { '**/api/learning-modules': json([]) });
    await page.getByText('No learning modules available yet').waitFor();
  });

  it('shows the failure banner when the modules cannot be loaded', async () => {
    const page = await openWith('/learning', { '**/api/learning-modules': failing });
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load learning modules. Please try again later.' });
    await banner.waitFor();
  });

  it("says when the visitor's progress cannot be loaded instead of showing every module as not started", async () => {
    const page = await openWith('/learning', { '**/api/user-progress/stats': failing });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to load your progress. Module statuses may be out of date' })
      .waitFor();
  });

  it("shows 'No badges earned yet' whose Start Learning button switches back to the modules", async () => {
    const page = await openPage('/learning');
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await page.getByText('No badges earned yet').waitFor();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Start Learning' }).click();
    expect(await page.getByRole('tab', { name: 'Learning Modules' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('article', { name: academyModule(1).title }).waitFor();
  });

  it('clamps difficulty levels, labels them in green, yellow and red and shows Self-paced without an estimate', async () => {
    const modules: LearningModule[] = [
      {
        id: 1,
        title: 'Too easy',
        description: 'd',
        difficultyLevel: 0,
        estimatedTimeMinutes: null,
        pointsToEarn: 10,
      },
      {
        id: 2,
        title: 'Middle',
        description: 'd',
        difficultyLevel: 2,
        estimatedTimeMinutes: 15,
        pointsToEarn: 10,
      },
      {
        id: 3,
        title: 'Too hard',
        description: 'd',
        difficultyLevel: 9,
        estimatedTimeMinutes: 40,
        pointsToEarn: 10,
      },
    ];
    const page = await openWith('/learning', { '**/api/learning-modules': json(modules) });
    const easy = page.getByRole('article', { name: 'Too easy' });
    await easy.waitFor();
    expect(await easy.getByText('Beginner').getAttribute('class')).toContain('badge-success');
    expect(await easy.getByText('Self-paced').isVisible()).toBe(true);
    expect(
      await page.getByRole('article', { name: 'Middle' }).getByText('Intermediate').getAttribute('class'),
    ).toContain('badge-warning');
    expect(
      await page.getByRole('article', { name: 'Too hard' }).getByText('Advanced').getAttribute('class'),
    ).toContain('badge-error');
  });

  it('shows a default icon for a badge without one', async () => {
    const page = await openWith('/learning', {
      '**/api/achievements/user-badges': json([
        {
          id: 9,
          earnedAt: '2026-01-01T00:00:00.000Z',
          badge: { id: 1, name: 'Iconless', description: 'No icon.', iconUrl: null, pointsValue: 5 },
        },
      ]),
    });
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await page.getByRole('heading', { name: 'Iconless' }).waitFor();
    expect(await page.getByTestId('default-badge-icon').count()).toBe(1);
    expect(await page.getByText('5 points').isVisible()).toBe(true);
  });
});

describe('/learning/{id} states', () => {
  const dns = academyModule(1);

  it("shows 'Module Not Found' for an unknown id, with a way back", async () => {
    const page = await openPage('/learning/999');
    await page.getByRole('heading', { name: 'Module Not Found' }).waitFor();
    expect(
      await page
        .getByText('The learning module you are looking for does not exist or has been removed.')
        .isVisible(),
    ).toBe(true);
    await page.getByRole('link', { name: 'Back to Learning' }).click();
    await page.getByRole('heading', { name: 'Domain Investment Academy' }).waitFor();
  });

  it("shows 'Select a section to begin' for a module without segments", async () => {
    const page = await openWith(`/learning/${dns.id}`, {
      [`**/api/learning-modules/${dns.id}/segments`]: json([]),
    });
    await page.getByText('Select a section to begin').waitFor();
  });

  it('lists segments by order with type, Required/Optional, and moves with Previous and Next', async () => {
    const page = await openPage(`/learning/${dns.id}`);
    const list = page.getByRole('navigation', { name: 'Module Content' });
    await list.getByRole('button').first().waitFor();
    const titles = await list.getByRole('button').allTextContents();
    expect(titles.map((t) => t.split(/(Text|Video|Quiz|Interactive),/)[0])).toEqual(
      dns.segments.map((s) => s.title),
    );
    const optional = dns.segments.find((s) => s.optional);
    if (!optional) throw new Error('module 1 has an optional segment');
    expect(await list.getByRole('button', { name: optional.title }).textContent()).toContain('Optional');
    expect(await page.locator('[data-tip="Required"]').count()).toBe(
      dns.segments.filter((s) => !s.optional).length,
    );

    await page.getByRole('button', { name: 'Next section' }).click();
    await page.getByRole('heading', { level: 2, name: dns.segments[1]?.title }).waitFor();
    await page.getByRole('button', { name: 'Previous section' }).click();
    await page.getByRole('heading', { level: 2, name: dns.segments[0]?.title }).waitFor();
    expect(await page.getByRole('button', { name: 'Previous section' }).isDisabled()).toBe(true);
  });

  it('plays the shipped video with captions, and falls back when the file is missing', async () => {
    const video = dns.segments.find((s) => s.type === 'video');
    if (video?.type !== 'video') throw new Error('module 1 has a video');
    const page = await openPage(`/learning/${dns.id}`);
    await page.getByRole('button', { name: video.title }).click();
    const element = page.locator('video');
    await element.waitFor();
    const duration = await element.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          if (v.readyState >= 1) resolve(v.duration);
          v.addEventListener('loadedmetadata', () => resolve(v.duration));
          v.addEventListener('error', () => reject(new Error('video failed to load')));
        }),
    );
    expect(duration).toBeGreaterThan(30);
    expect(await page.locator('video track[kind="captions"]').getAttribute('src')).toBe(
      `/media/academy/${video.video.file}.vtt`,
    );
    expect(await page.getByRole('heading', { name: 'Transcript' }).isVisible()).toBe(true);

    const broken = await openWith(`/learning/${dns.id}`, {
      '**/media/academy/*.webm': (r) => r.fulfill({ status: 404 }),
    });
    await broken.getByRole('button', { name: video.title }).click();
    await broken.getByText('Video not available').waitFor();
  });

  it('embeds our own tool in an interactive segment, and falls back without media', async () => {
    const interactive = dns.segments.find((s) => s.type === 'interactive');
    if (interactive?.type !== 'interactive') throw new Error('module 1 has an interactive segment');
    const page = await openPage(`/learning/${dns.id}`);
    await page.getByRole('button', { name: interactive.title }).click();
    const frame = page.frameLocator(`iframe[title="${interactive.title}"]`);
    await frame.getByRole('cell', { name: 'Registered domain' }).waitFor();

    const bare = await openWith(`/learning/${dns.id}`, {
      [`**/api/learning-modules/${dns.id}/segments`]: editSegments((segments) =>
        segments.map((s) => (s.type === 'interactive' ? { ...s, mediaUrl: null } : s)),
      ),
    });
    await bare.getByRole('button', { name: interactive.title }).click();
    await bare.getByText('Interactive content not available').waitFor();
  });

  it('frames one of our app pages without the site header and footer', async () => {
    const valuation = academyModule(3);
    const interactive = valuation.segments.find((s) => s.type === 'interactive');
    if (interactive?.type !== 'interactive') throw new Error('module 3 has an interactive segment');
    const page = await openPage(`/learning/${valuation.id}`);
    await page.getByRole('button', { name: interactive.title }).click();
    const frame = page.frameLocator(`iframe[title="${interactive.title}"]`);
    await frame.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await frame.getByRole('banner').waitFor({ state: 'detached' });
    expect(await frame.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(1);
  });

  it("shows 'No questions available' for a quiz without questions", async () => {
    const quizSegmentId = dns.id * 100 + dns.segments.findIndex((s) => s.type === 'quiz') + 1;
    const page = await openWith(`/learning/${dns.id}`, {
      [`**/api/module-segments/${quizSegmentId}/quiz-questions`]: json([]),
    });
    await page.getByRole('button', { name: quizOf(dns).title }).click();
    await page.getByText('No questions available').waitFor();
  });

  it('toasts when progress cannot be saved', async () => {
    const page = await openWith(`/learning/${dns.id}`, {
      '**/api/user-progress/modules': (route) =>
        route.request().method() === 'POST' ? failing(route) : route.fallback(),
    });
    await page.getByText('Failed to update progress. Please try again.').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Error' }).count()).toBe(1);
  });

  it('toasts when a quiz attempt cannot be saved, and stays on the question', async () => {
    const quiz = quizOf(dns);
    const page = await openWith(`/learning/${dns.id}`, {
      '**/api/user-progress/quiz-attempts': (route) =>
        route.request().method() === 'POST' ? failing(route) : route.fallback(),
    });
    await openQuiz(page, dns);
    for (const [i, question] of quiz.questions.entries()) {
      await answer(page, question, correctText(question));
      await forward(page, i === quiz.questions.length - 1).click();
    }
    await page.getByText('Failed to save quiz attempt. Please try again.').waitFor();
    expect(await page.getByRole('heading', { name: 'Quiz Complete!' }).count()).toBe(0);
    expect(
      await page.getByText(`Question ${quiz.questions.length} of ${quiz.questions.length}`).isVisible(),
    ).toBe(true);
  });
});
