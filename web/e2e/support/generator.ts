import type { DomainSuggestion, GenerateDomainsResponse } from '@domainary/schema/contracts/generator.ts';
import { notChecked } from '@domainary/schema/testing/availability-fixtures.ts';
import type { Page, Request, Route } from 'playwright-core';

export const GENERATOR_PATH = '/ai-domain-generator';
export const GENERATE_API = '**/api/ai/domains/generate';

/** The generator screen's controls by their labels and roles. */
export function generatorScreen(page: Page) {
  return {
    keyword: page.getByRole('textbox', { name: 'Keyword', exact: true }),
    industry: page.getByLabel('Industry', { exact: true }),
    extension: page.getByLabel('Extension', { exact: true }),
    advanced: page.getByRole('button', { name: 'Advanced Options' }),
    purpose: page.getByLabel('Purpose', { exact: true }),
    purposeHelp: page.getByRole('button', { name: 'About the purpose' }),
    tone: page.getByLabel('Tone', { exact: true }),
    count: page.getByLabel('Number of Suggestions', { exact: true }),
    generate: page.getByRole('button', { name: /Generate Domain Suggestions|Generating\.\.\./ }),
    resultsTitle: page.getByRole('heading', { name: 'AI-Generated Domain Suggestions' }),
    countBadge: page.getByTestId('suggestion-count'),
    cards: page.locator('article'),
    card: (fqdn: string) => page.getByRole('article', { name: fqdn, exact: true }),
    toast: page.getByRole('region', { name: 'Notifications' }).locator('[role="alert"], [role="status"]'),
  };
}

/** Every generate request the page sends, as the server would read its body. */
export function recordGenerateRequests(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/ai/domains/generate')) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

/**
 * Holds generate requests until release() is called, so a test can look at the loading
 * state for as long as it needs without depending on how fast the server is.
 */
export async function holdGenerateRequests(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(GENERATE_API, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

/** A made-up answer with one suggestion per score, for checking how scores are drawn. */
export function answerWithScores(scores: number[]): GenerateDomainsResponse {
  const suggestions: DomainSuggestion[] = scores.map((score, i) => ({
    name: `tier${i}name`,
    extension: 'com',
    score,
    explanation: `Made-up suggestion scored ${score}.`,
    estimatedValue: 1000 + i,
    valueRange: { min: 400 + i, max: 2500 + i },
    headlineChannel: 'marketplace',
    saleChance: { perYear: 0.006, basis: 'Made-up chance for a test', source: 'none: a test fixture' },
    registrationCost: 11,
    availability: notChecked,
    provider: 'builtin',
    sources: {
      status: { kind: 'unknown', reason: 'not checked with a registry' },
      estimatedValue: { kind: 'estimate', method: 'valuation-model' },
      scores: { kind: 'estimate', method: 'name-scores' },
      registrationCost: { kind: 'estimate', method: 'extension-list-price' },
    },
  }));
  return { suggestions, fallback: null };
}
