import {
  apiErrorSchema,
  bulkValuationResponseSchema,
  valuationSchema,
} from '@domainary/schema/contracts/index.ts';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';

const bulk = (body: unknown) => api('/api/valuation/bulk', { method: 'POST', body: JSON.stringify(body) });

describe('GET /api/valuation', () => {
  it('answers value, calibrated interval, scores, explanation and comparable sales', async () => {
    const res = await api('/api/valuation?domain=CarInsurance.com');
    expect(res.status).toBe(200);
    const a = valuationSchema.parse(await res.json());
    expect(a.domain).toBe('carinsurance.com');
    expect(a.words).toEqual(['car', 'insurance']);
    expect(a.valueRange?.min).toBeLessThan(a.estimatedValue as number);
    expect(a.valueRange?.max).toBeGreaterThan(a.estimatedValue as number);
    for (const score of Object.values(a.scores)) {
      expect(Number.isInteger(score)).toBe(true);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(a.explanation.length).toBeGreaterThan(0);
    for (const factor of a.explanation) expect(factor.text.length).toBeGreaterThan(10);
    expect(a.comparableSales).toHaveLength(5);
    expect(a.comparableSales.map((s) => s.domain)).not.toContain('carinsurance.com');
  });

  it('values a short familiar .com above a long made-up name on a new extension', async () => {
    const good = valuationSchema.parse(await (await api('/api/valuation?domain=voice.com')).json());
    const poor = valuationSchema.parse(await (await api('/api/valuation?domain=xqzvbrtplk-77.xyz')).json());
    // A name given no number counts as worth less than any valued one.
    expect(good.estimatedValue).toBeGreaterThan((poor.estimatedValue ?? 0) * 10);
    expect(good.scores.brandabilityScore).toBeGreaterThan(poor.scores.brandabilityScore);
  });

  it('reads an internationalised name in its Latin spelling, not its xn-- form', async () => {
    const read = async (domain: string) =>
      valuationSchema.parse(await (await api(`/api/valuation?domain=${domain}`)).json());
    const idn = await read('xn--caf-dma.com');
    const ascii = await read('cafe.com');
    expect(idn.domain).toBe('xn--caf-dma.com');
    expect(idn.words).toEqual(['cafe']);
    expect(idn.scores.seoScore).toBeGreaterThan(20);
    // Read like its twin; valued below it by the measured IDN discount (valuation-channels.test.ts).
    expect(idn.scores.seoScore).toBe(ascii.scores.seoScore);
    expect(idn.scores.brandabilityScore).toBe(ascii.scores.brandabilityScore);
    expect(idn.estimatedValue).toBeLessThan(ascii.estimatedValue as number);
    // No Latin spelling: still valued, on the form it has.
    const cjk = await read('xn--fiq228c.com');
    expect(cjk.estimatedValue).toBeGreaterThan(0);
  });

  it('is deterministic', async () => {
    const a = await (await api('/api/valuation?domain=greenleaf.io')).text();
    const b = await (await api('/api/valuation?domain=greenleaf.io')).text();
    expect(a).toBe(b);
  });

  const bad: Array<[string, string, RegExp]> = [
    ['a missing domain', '', /domain/],
    ['an empty domain', '?domain=', /empty/],
    ['a name with no extension', '?domain=example', /no extension/],
    ['an empty label', '?domain=.com', /empty/],
    ['an unknown extension', '?domain=example.notatld', /Unknown extension/],
    ['a label over 63 characters', `?domain=${'a'.repeat(64)}.com`, /64 characters/],
    ['an xn-- label that does not decode', '?domain=xn--zzzz.com', /does not spell a name/],
    ['an underscore', '?domain=my_name.com', /not a valid name/],
    ['a huge value', `?domain=${'a'.repeat(5000)}.com`, /too long/],
  ];
  for (const [what, query, message] of bad) {
    it(`answers 400 for ${what}`, async () => {
      const res = await api(`/api/valuation${query}`);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(message);
    });
  }
});

describe('POST /api/valuation/bulk', () => {
  it('values up to 1,000 names in order, each as the single endpoint does', async () => {
    const domains = Array.from({ length: 1000 }, (_, i) => `name${i}.com`);
    domains[0] = ' Voice.COM ';
    const res = await bulk({ domains });
    expect(res.status).toBe(200);
    const body = bulkValuationResponseSchema.parse(await res.json());
    expect(body.valuations).toHaveLength(1000);
    expect(body.valuations[0]?.domain).toBe('voice.com');
    expect(body.valuations[999]?.domain).toBe('name999.com');
    const single = valuationSchema.parse(await (await api('/api/valuation?domain=voice.com')).json());
    expect(body.valuations[0]?.estimatedValue).toBe(single.estimatedValue);
    expect(body.valuations[0]?.scores).toEqual(single.scores);
  });

  const bad: Array<[string, unknown, RegExp]> = [
    [
      'more than 1,000 names',
      { domains: Array.from({ length: 1001 }, (_, i) => `n${i}.com`) },
      /at most 1000/,
    ],
    ['an empty list', { domains: [] }, /at least one/],
    ['a list that is not a list', { domains: 'voice.com' }, /domains/],
    ['a name that is not a string', { domains: ['voice.com', 42] }, /domains/],
    ['an invalid name, saying which', { domains: ['voice.com', 'bad name.com'] }, /domains\[1\]/],
    ['an unknown extension', { domains: ['voice.nope'] }, /Unknown extension/],
  ];
  for (const [what, body, message] of bad) {
    it(`answers 400 for ${what}`, async () => {
      const res = await bulk(body);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(message);
    });
  }

  it('refuses a huge body without crashing', async () => {
    const res = await api('/api/valuation/bulk', {
      method: 'POST',
      body: JSON.stringify({ domains: ['a'.repeat(2_000_000)] }),
    });
    expect(res.status).toBe(413);
    apiErrorSchema.parse(await res.json());
  });
});
