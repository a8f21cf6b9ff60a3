import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { buildCompanies, insertCompanies, rebuildCompanyCounts } from '../support/company-fixture.ts';
import {
  finishModule,
  insertLearningFixture,
  newVisitor,
  perfectRound,
  send,
} from '../support/learning-fixture.ts';

/** The rows-read meter's figures in Server-Timing, by name. */
function metered(res: Response): Record<string, number> {
  const desc = /db;desc="([^"]*)"/.exec(res.headers.get('Server-Timing') ?? '')?.[1] ?? '';
  return Object.fromEntries(
    desc
      .split(' ')
      .map((pair) => pair.split('='))
      .map(([k, v]) => [k, Number(v)]),
  );
}

const companies = buildCompanies(1200);

beforeAll(async () => {
  await insertLearningFixture();
  await insertCompanies(companies);
  await rebuildCompanyCounts();
});

describe('Server-Timing meters every statement', () => {
  it('counts the rows a query-builder read reads', async () => {
    const res = await api('/api/learning-modules');
    expect(res.status).toBe(200);
    const figures = metered(res);
    expect(figures.rows_read).toBeGreaterThan(0);
    expect(figures.unmetered).toBe(0);
  });

  it('counts the rows a query-builder insert writes', async () => {
    const cookie = await newVisitor();
    expect((await finishModule(cookie, perfectRound)).status).toBe(200);
    const res = await send('/api/achievements/award-badge', { badgeId: 1 }, cookie);
    expect(res.status).toBe(201);
    const earned = await env.DB.prepare('select count(*) as n from earned_badges').first<{ n: number }>();
    expect(earned?.n).toBeGreaterThan(0);
    const figures = metered(res);
    expect(figures.rows_written).toBeGreaterThan(0);
    expect(figures.unmetered).toBe(0);
  });

  it('counts every row a company export sends, not only those read before its headers', async () => {
    const res = await api('/api/companies/export.csv');
    expect(res.status).toBe(200);
    const exported = Number(res.headers.get('X-Exported-Count'));
    expect(exported).toBe(companies.length);
    const csv = await res.text();
    expect(csv.trim().split('\n')).toHaveLength(exported + 1);
    // Each exported company is read by its primary key once, beside the search itself.
    expect(metered(res).rows_read).toBeGreaterThanOrEqual(2 * exported);
  });
});
