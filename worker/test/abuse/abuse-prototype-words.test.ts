import {
  apiErrorSchema,
  bulkValuationResponseSchema,
  companySearchResponseSchema,
  domainBulkResultSchema,
  domainSearchResultSchema,
  generateDomainsResponseSchema,
  simulatorResponseSchema,
  valuationSchema,
} from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { briefOf } from '../../src/generator/brief.ts';
import { nameIdeasFor } from '../../src/generator/name-ideas.ts';
import {
  comparableSales,
  INDUSTRIES,
  ownFactors,
  simulate,
  valueName,
} from '../../src/valuation/engine/index.ts';
import { api } from '../support/api.ts';
import { buildCompanies, insertCompanies, rebuildCompanyCounts } from '../support/company-fixture.ts';
import { PROTOTYPE_LABELS, PROTOTYPE_WORDS, REAL_PROTOTYPE_SALE } from '../support/prototype-words.ts';

/** A fresh client address per request: this file is about lookups, not the rate limits. */
let clients = 0;
function client(init: RequestInit = {}): RequestInit {
  clients++;
  const headers = new Headers(init.headers);
  headers.set('CF-Connecting-IP', `10.14.${clients >> 8}.${clients & 255}`);
  return { ...init, headers };
}

const get = (path: string) => api(path, client());
const post = (path: string, body: unknown) =>
  api(path, client({ method: 'POST', body: JSON.stringify(body) }));

async function expectBadRequest(res: Response): Promise<void> {
  expect(res.status).toBe(400);
  apiErrorSchema.parse(await res.json());
}

const query = encodeURIComponent;

beforeAll(async () => {
  // A real directory row carries one of the words as its industry and in its name.
  const [company] = buildCompanies(1, 14);
  if (!company) throw new Error('no fixture company');
  await insertCompanies([
    {
      ...company,
      name: 'Constructor Works',
      industry: 'constructor',
      description: 'Builds constructor kits.',
    },
  ]);
  await rebuildCompanyCounts();
});

describe('GET /api/valuation with prototype words', () => {
  it.each(PROTOTYPE_LABELS)('values %s.com', async (label) => {
    const res = await get(`/api/valuation?domain=${label}.com`);
    expect(res.status).toBe(200);
    const valuation = valuationSchema.parse(await res.json());
    expect(valuation.domain).toBe(`${label}.com`);
    expect(valuation.estimatedValue).toBeGreaterThan(0);
  });

  it('values the real sale constructorariedel.com', async () => {
    const res = await get(`/api/valuation?domain=${REAL_PROTOTYPE_SALE}`);
    expect(res.status).toBe(200);
    expect(valuationSchema.parse(await res.json()).words).toContain('constructor');
  });

  it.each(PROTOTYPE_WORDS)('refuses the extension .%s with a 400', async (word) => {
    await expectBadRequest(await get(`/api/valuation?domain=example.${query(word)}`));
  });
});

describe('POST /api/valuation/bulk with prototype words', () => {
  it('values every word as a name, with the real sale among them', async () => {
    const domains = [...PROTOTYPE_LABELS.map((label) => `${label}.com`), REAL_PROTOTYPE_SALE];
    const res = await post('/api/valuation/bulk', { domains });
    expect(res.status).toBe(200);
    const { valuations } = bulkValuationResponseSchema.parse(await res.json());
    expect(valuations.map((a) => a.domain)).toEqual(domains);
  });
});

describe('GET /api/domains with prototype words', () => {
  it.each(PROTOTYPE_LABELS)('searches for the keyword %s, alone and as a typed .com name', async (label) => {
    for (const typed of [label, `${label}.com`]) {
      const res = await get(`/api/domains?query=${typed}`);
      expect(res.status).toBe(200);
      domainSearchResultSchema.parse(await res.json());
    }
  });

  it.each(PROTOTYPE_WORDS.filter((word) => word.includes('_')))(
    'reads the keyword %s as the words its underscores separate, with a 200',
    async (word) => {
      const res = await get(`/api/domains?query=${query(word)}`);
      expect(res.status).toBe(200);
      const words = word
        .split('_')
        .filter(Boolean)
        .map((w) => w.toLowerCase());
      const { candidates } = domainSearchResultSchema.parse(await res.json());
      expect(candidates.length).toBeGreaterThan(0);
      for (const { name } of candidates)
        expect([words.join(''), words.join('-')]).toContain(name.split('.')[0]);
    },
  );

  it.each(PROTOTYPE_WORDS)('refuses the industry %s with a 400', async (word) => {
    await expectBadRequest(await get(`/api/domains?query=car&industry=${query(word)}`));
  });
});

describe('POST /api/domains/bulk with prototype words', () => {
  it('checks every word as a name', async () => {
    const names = [...PROTOTYPE_LABELS.map((label) => `${label}.com`), REAL_PROTOTYPE_SALE];
    const res = await post('/api/domains/bulk', { names });
    expect(res.status).toBe(200);
    expect(domainBulkResultSchema.parse(await res.json()).rows).toHaveLength(names.length);
  });
});

describe('POST /api/ai/domains/generate with prototype words', () => {
  it.each(PROTOTYPE_WORDS)('generates names for the keyword and purpose %s', async (word) => {
    const res = await post('/api/ai/domains/generate', {
      keyword: word,
      purpose: `a ${word} for every ${word}`,
      tone: 'modern',
      industry: 'tech',
      count: 3,
      extension: 'com',
    });
    expect(res.status).toBe(200);
    const { suggestions } = generateDomainsResponseSchema.parse(await res.json());
    expect(suggestions.length).toBeGreaterThan(0);
  });

  it.each(PROTOTYPE_WORDS)('refuses the industry and the tone %s with a 400', async (word) => {
    await expectBadRequest(await post('/api/ai/domains/generate', { keyword: 'car', industry: word }));
    await expectBadRequest(await post('/api/ai/domains/generate', { keyword: 'car', tone: word }));
  });
});

describe('POST /api/domain-valuation/simulate with prototype words', () => {
  const factors = { brandability: 50, seoValue: 50, commercialPotential: 50, searchVolume: 1000 };

  it.each(PROTOTYPE_LABELS)('values %s.com', async (label) => {
    const res = await post('/api/domain-valuation/simulate', {
      domainName: label,
      extension: 'com',
      industry: 'tech',
      ...factors,
    });
    expect(res.status).toBe(200);
    expect(simulatorResponseSchema.parse(await res.json()).valuation.estimatedValue).toBeGreaterThan(0);
  });

  it.each(PROTOTYPE_WORDS)('refuses the industry and the extension %s with a 400', async (word) => {
    const body = { domainName: 'car', extension: 'com', industry: 'tech', ...factors };
    await expectBadRequest(await post('/api/domain-valuation/simulate', { ...body, industry: word }));
    await expectBadRequest(await post('/api/domain-valuation/simulate', { ...body, extension: word }));
  });
});

describe('GET /api/companies with prototype words', () => {
  it.each(PROTOTYPE_WORDS)('searches for the keyword %s', async (word) => {
    const res = await get(`/api/companies?q=${query(word)}`);
    expect(res.status).toBe(200);
    companySearchResponseSchema.parse(await res.json());
  });

  it('finds the company named and filed under "constructor"', async () => {
    for (const path of ['/api/companies?q=constructor', '/api/companies?industry=constructor']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const { companies } = companySearchResponseSchema.parse(await res.json());
      expect(companies.map((c) => c.name)).toEqual(['Constructor Works']);
    }
  });

  it.each(PROTOTYPE_WORDS.filter((word) => word !== 'constructor'))(
    'refuses the industry and the country %s that no company has with a 400',
    async (word) => {
      await expectBadRequest(await get(`/api/companies?industry=${query(word)}`));
      await expectBadRequest(await get(`/api/companies?country=${query(word)}`));
    },
  );
});

describe('learning ids that are prototype words', () => {
  it.each(PROTOTYPE_WORDS)(
    'refuses %s as a module, segment, question or progress id with a 400',
    async (word) => {
      const id = query(word);
      for (const path of [
        `/api/learning-modules/${id}`,
        `/api/learning-modules/${id}/segments`,
        `/api/module-segments/${id}/quiz-questions`,
        `/api/quiz-questions/${id}/answers`,
        `/api/user-progress/modules?moduleId=${id}`,
      ]) {
        await expectBadRequest(await get(path));
      }
    },
  );
});

describe('the engine with prototype words', () => {
  it.each(PROTOTYPE_LABELS)('values, compares and simulates %s under every industry', (label) => {
    const valuation = valueName(label, 'com');
    expect(valuation.estimatedValue).toBeGreaterThan(0);
    expect(valuation.explanation.length).toBeGreaterThan(0);
    // Comparables are only sales that share a word, the category or the name's market: possibly none, never a crash.
    for (const sale of comparableSales(valuation.features, valuation.channelValues))
      expect(sale.reason).not.toBe('');
    const own = ownFactors(label, 'com');
    for (const industry of INDUSTRIES) {
      expect(Number.isFinite(simulate(label, 'com', { ...own, industry }).estimatedValue)).toBe(true);
    }
  });

  it.each(PROTOTYPE_WORDS)('builds generator candidates from the keyword and purpose %s', (word) => {
    const brief = briefOf({ keyword: word, purpose: `${word} ${word}`, count: 5, extension: 'com' });
    expect(brief).not.toBeNull();
    if (brief) expect(nameIdeasFor(brief).length).toBeGreaterThan(0);
  });
});
