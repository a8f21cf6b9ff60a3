import { env } from 'cloudflare:test';
import {
  apiErrorSchema,
  type GenerateDomainsResponse,
  generateDomainsResponseSchema,
} from '@domainary/schema/contracts/index.ts';
import { notChecked, storedSample } from '@domainary/schema/testing/availability-fixtures.ts';
import { describe, expect, it } from 'vitest';
import { generatorScore } from '../../src/generator/rank.ts';
import { valueName } from '../../src/valuation/engine/index.ts';
import { generate } from '../support/generator.ts';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

async function suggestionsFor(body: unknown): Promise<GenerateDomainsResponse> {
  const res = await generate(body);
  expect(res.status).toBe(200);
  return generateDomainsResponseSchema.parse(await res.json());
}

describe('POST /api/ai/domains/generate: answers', () => {
  it('returns the requested count in the documented shape', async () => {
    const body = await suggestionsFor({ keyword: 'lantern', industry: 'all', count: 8, extension: 'io' });
    expect(body.fallback).toBeNull();
    expect(body.suggestions).toHaveLength(8);
    expect(new Set(body.suggestions.map((s) => s.name)).size).toBe(8);
    for (const s of body.suggestions) {
      expect(s.name).toMatch(LABEL);
      expect(s.extension).toBe('io');
      expect(s.provider).toBe('builtin');
      expect(s.explanation.length).toBeGreaterThan(20);
      expect(s.estimatedValue).toBeGreaterThan(0);
      expect(s.registrationCost).toBe(45);
    }
  });

  it('defaults to five .com names, best score first', async () => {
    const body = await suggestionsFor({ keyword: 'garden' });
    expect(body.suggestions).toHaveLength(5);
    expect(body.suggestions.every((s) => s.extension === 'com')).toBe(true);
    const scores = body.suggestions.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('takes its score and value from the valuation engine', async () => {
    const body = await suggestionsFor({ keyword: 'harbor', count: 5, extension: 'net' });
    for (const s of body.suggestions) {
      const valuation = valueName(s.name, 'net');
      expect(s.score).toBe(generatorScore(valuation));
      expect(s.estimatedValue).toBe(valuation.estimatedValue);
    }
  });

  it('gives the same names for the same request, and other names for another tone', async () => {
    const request = { keyword: 'orchard', industry: 'food', count: 10, extension: 'com', tone: 'playful' };
    const first = await suggestionsFor(request);
    const second = await suggestionsFor(request);
    expect(second).toEqual(first);
    const luxurious = await suggestionsFor({ ...request, tone: 'luxurious' });
    expect(luxurious.suggestions.map((s) => s.name)).not.toEqual(first.suggestions.map((s) => s.name));
  });

  it('trims and folds a Unicode, punctuated keyword into labels built on it', async () => {
    const body = await suggestionsFor({ keyword: '  Café Crème!  ', count: 10 });
    const names = body.suggestions.map((s) => s.name);
    expect(names).toContain('cafecreme');
    for (const name of names) {
      expect(name).toMatch(LABEL);
      expect(/caf|crem/.test(name)).toBe(true);
    }
  });

  it('reads the keyword as the domain search does: a pasted address, another script', async () => {
    const pasted = await suggestionsFor({ keyword: 'https://www.Lantern-Shop.io/', count: 10 });
    expect(pasted.suggestions.map((s) => s.name)).toContain('lanternshop');
    const cyrillic = await suggestionsFor({ keyword: 'москва', count: 5 });
    expect(cyrillic.suggestions.length).toBeGreaterThan(0);
    for (const s of cyrillic.suggestions) expect(s.name).toContain('mosk');
  });

  it('builds names from the purpose when one is given', async () => {
    const body = await suggestionsFor({
      keyword: 'kettle',
      purpose: '  Loose-leaf herbal blends delivered to your door every month  ',
      count: 10,
    });
    expect(body.suggestions.some((s) => /herbal|blend|leaf/.test(s.name))).toBe(true);
  });

  it('accepts industry all and a blank purpose, which is ignored', async () => {
    const blank = await suggestionsFor({ keyword: 'meadow', industry: 'all', purpose: '   ', count: 3 });
    const none = await suggestionsFor({ keyword: 'meadow', industry: 'all', count: 3 });
    expect(blank).toEqual(none);
  });
});

describe('POST /api/ai/domains/generate: availability', () => {
  async function insertDomain(name: string, extension: string, available: boolean, companyId: number | null) {
    await env.DB.prepare(
      `insert into domains (name, extension, length, status, estimated_value, estimated_value_min, estimated_value_max,
         seo_score, traffic_score, brandability_score, potential_score, brand_score, market_value, traffic_potential,
         available, last_checked, industry, company_id)
       values (?, ?, ?, ?, 1000, 800, 1200, 50, 50, 50, 50, 50, 50, 50, ?, '2026-11-01T00:00:00.000Z', 'general', ?)`,
    )
      .bind(name, extension, name.length, available ? 'available' : 'taken', available ? 1 : 0, companyId)
      .run();
  }

  it('says how each name was checked, replaces registered ones and never guesses available', async () => {
    const request = { keyword: 'lighthouse', count: 10, extension: 'com' };
    const before = (await suggestionsFor(request)).suggestions.map((s) => s.name);
    expect(before).toHaveLength(10);
    await env.DB.prepare(
      `insert into companies (id, name, website, industry, country, rank, year_founded, employees, revenue_amount, description, date_added)
       values (9001, 'Lighthouse Ltd', 'lighthouse-ltd.com', 'tech', 'US', 9001, 2001, 40, 1000000, 'test', '2026-01-01')`,
    ).run();
    const [taken, companyOwned, free] = before as [string, string, string];
    await insertDomain(taken, 'com', false, null);
    await insertDomain(companyOwned, 'com', true, 9001);
    await insertDomain(free, 'com', true, null);

    const after = (await suggestionsFor(request)).suggestions;
    const names = after.map((s) => s.name);
    expect(after).toHaveLength(10);
    expect(names).not.toContain(taken);
    expect(names).not.toContain(companyOwned);
    const freeOne = after.find((s) => s.name === free);
    // Offline, a listed name has only its sample listing (nobody checked it), any other name nothing.
    expect(freeOne?.availability).toEqual({ ...storedSample, status: 'available' });
    for (const s of after.filter((x) => x.name !== free)) expect(s.availability).toEqual(notChecked);
  });
});

describe('POST /api/ai/domains/generate: bad input', () => {
  const cases: Array<[string, unknown, string]> = [
    ['no keyword', { count: 5 }, 'keyword'],
    ['a blank keyword', { keyword: '   ' }, 'keyword'],
    ['a keyword longer than a label', { keyword: 'k'.repeat(64) }, 'keyword'],
    ['a keyword that is not text', { keyword: 42 }, 'keyword'],
    ['a keyword with nothing a label can hold', { keyword: '¡¿!?' }, 'keyword'],
    ['a keyword in a script with no Latin reading', { keyword: '日本語' }, 'keyword'],
    ['a count outside 3, 5, 8, 10', { keyword: 'tea', count: 4 }, 'count'],
    ['a count sent as text', { keyword: 'tea', count: '5' }, 'count'],
    ['an extension outside the list', { keyword: 'tea', extension: 'info' }, 'extension'],
    ['an unknown industry', { keyword: 'tea', industry: 'space' }, 'industry'],
    ['an unknown tone', { keyword: 'tea', tone: 'angry' }, 'tone'],
    ['a purpose over 500 characters', { keyword: 'tea', purpose: 'p'.repeat(501) }, 'purpose'],
  ];

  for (const [what, body, field] of cases) {
    it(`answers 400 for ${what}`, async () => {
      const res = await generate(body);
      expect(res.status).toBe(400);
      expect(res.headers.get('Content-Type')).toContain('application/json');
      const error = apiErrorSchema.parse(await res.json()).error;
      expect(error.code).toBe('bad_request');
      expect(error.issues?.[0]?.path).toEqual([field]);
    });
  }

  it('answers 400 for a body that is not JSON', async () => {
    const res = await generate('keyword=tea');
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('bad_request');
  });

  it('answers 422 when no name fits in a label: a run of one letter too long to shorten', async () => {
    const res = await generate({ keyword: 'z'.repeat(40) });
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(await res.json()).error).toEqual({
      code: 'no_suggestions',
      message: 'Could not generate domain suggestions for this keyword',
    });
  });

  it('accepts a purpose of exactly 500 characters', async () => {
    const res = await generate({ keyword: 'tea', purpose: `${'fresh tea '.repeat(49)}blends tea`, count: 3 });
    expect(res.status).toBe(200);
  });
});
