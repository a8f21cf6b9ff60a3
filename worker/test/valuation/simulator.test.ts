import {
  apiErrorSchema,
  SIMULATOR_EXTENSIONS,
  simulatorResponseSchema,
  valuationSchema,
} from '@domainary/schema/contracts/index.ts';
import { industries } from '@domainary/schema/contracts/industry-choices.ts';
import { isKnownExtension } from '@domainary/schema/keyword/known-extension.ts';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../src/valuation/engine/index.ts';
import { api } from '../support/api.ts';

const simulate = (body: unknown) =>
  api('/api/domain-valuation/simulate', { method: 'POST', body: JSON.stringify(body) });

async function ownRequest(domain: string) {
  const res = await api(`/api/valuation?domain=${domain}`);
  const a = valuationSchema.parse(await res.json());
  return {
    valuation: a,
    // The valuation's ownFactors: what the simulator's "start from this name" sets the sliders to.
    request: { domainName: a.label, extension: a.extension, ...a.ownFactors },
  };
}

const BREAKDOWN_ORDER = [
  'baseValue',
  'lengthValue',
  'extensionValue',
  'brandabilityValue',
  'commercialValue',
  'seoValue',
  'searchVolumeValue',
  'wordCountValue',
  'specialCharacterValue',
  'industryValue',
] as const;

describe('POST /api/domain-valuation/simulate', () => {
  it('answers every valuation response field with the right type', async () => {
    const { request } = await ownRequest('carinsurance.com');
    const res = await simulate(request);
    expect(res.status).toBe(200);
    const body = simulatorResponseSchema.parse(await res.json());
    expect(body.domainName).toBe('carinsurance');
    expect(body.extension).toBe('com');
    expect(body.valuation.valueRange.min).toBeLessThan(body.valuation.estimatedValue);
    expect(body.valuation.valueRange.max).toBeGreaterThan(body.valuation.estimatedValue);
    expect(body.valuation.comparableSales.length).toBeGreaterThan(0);
    for (const sale of body.valuation.comparableSales) {
      expect(sale.date).toMatch(/^\d{4}$/);
      expect(sale.similarity).toBeGreaterThanOrEqual(0);
      expect(sale.similarity).toBeLessThanOrEqual(100);
    }
    // A real insurance sale is among the comparables of an insurance name.
    expect(body.valuation.comparableSales.some((s) => s.domain.includes('insurance'))).toBe(true);
  });

  it('builds the breakdown cumulatively, ending on the estimated value', async () => {
    const { request } = await ownRequest('snaprobot.io');
    const body = simulatorResponseSchema.parse(
      await (await simulate({ ...request, brandability: 90 })).json(),
    );
    const b = body.valuation.breakdown;
    expect(b.industryValue).toBe(body.valuation.estimatedValue);
    // Each step's factor is the ratio of consecutive cumulative values.
    const f = body.valuation.factors;
    expect(f.lengthFactor).toBeCloseTo(b.lengthValue / b.baseValue, 1);
    expect(f.extensionFactor).toBeCloseTo(b.extensionValue / b.lengthValue, 1);
    expect(f.brandabilityFactor).toBeCloseTo(b.brandabilityValue / b.extensionValue, 1);
    expect(f.commercialFactor).toBeCloseTo(b.commercialValue / b.brandabilityValue, 1);
    for (const key of BREAKDOWN_ORDER) expect(b[key]).toBeGreaterThan(0);
  });

  it("reproduces the name's valuation when the factors are the name's own scores", async () => {
    for (const domain of ['carinsurance.com', 'ucuf.com', 'bestapp.io', 'pizza.net', 'my-shop24.de']) {
      const { valuation, request } = await ownRequest(domain);
      expect(request).toMatchObject({
        brandability: Math.max(1, valuation.scores.brandabilityScore),
        seoValue: Math.max(1, valuation.scores.seoScore),
        commercialPotential: Math.max(1, valuation.scores.potentialScore),
        searchVolume: valuation.keywordVolume,
        industry: valuation.industry,
      });
      const body = simulatorResponseSchema.parse(await (await simulate(request)).json());
      expect(body.valuation.estimatedValue).toBe(valuation.estimatedValue);
      expect(body.valuation.valueRange).toEqual(valuation.valueRange);
    }
  });

  it('moves the value with the factors: more brandability, volume and a dearer industry raise it', async () => {
    const { valuation, request } = await ownRequest('greenleaf.com');
    const up = simulatorResponseSchema.parse(
      await (await simulate({ ...request, brandability: 100, seoValue: 100, searchVolume: 100000 })).json(),
    );
    const down = simulatorResponseSchema.parse(
      await (await simulate({ ...request, brandability: 1, seoValue: 1, commercialPotential: 1 })).json(),
    );
    expect(up.valuation.estimatedValue).toBeGreaterThan(valuation.estimatedValue);
    expect(down.valuation.estimatedValue).toBeLessThan(valuation.estimatedValue);
  });

  it('is deterministic', async () => {
    const { request } = await ownRequest('voice.com');
    const a = await (await simulate({ ...request, industry: 'finance' })).text();
    const b = await (await simulate({ ...request, industry: 'finance' })).text();
    expect(a).toBe(b);
  });

  it('lower-cases and trims the name and accepts the extension typed on its end', async () => {
    const { request } = await ownRequest('pizza.net');
    const body = simulatorResponseSchema.parse(
      await (await simulate({ ...request, domainName: '  PIZZA.net ', extension: 'net' })).json(),
    );
    expect(body.domainName).toBe('pizza');
  });

  const valid = {
    domainName: 'example',
    extension: 'com',
    brandability: 50,
    seoValue: 50,
    commercialPotential: 50,
    searchVolume: 0,
    industry: 'general',
  };
  const bad: Array<[string, unknown, RegExp]> = [
    ['an empty name', { ...valid, domainName: '   ' }, /empty/],
    ['an empty extension', { ...valid, extension: '' }, /extension/i],
    ['a label over 63 characters', { ...valid, domainName: 'a'.repeat(64) }, /64 characters/],
    ['characters outside letters, digits and hyphens', { ...valid, domainName: 'caf_e' }, /not a valid name/],
    ['an xn-- label that does not decode', { ...valid, domainName: 'xn--zzzz' }, /does not spell a name/],
    ['a leading hyphen', { ...valid, domainName: '-shop' }, /not a valid name/],
    ['a trailing hyphen', { ...valid, domainName: 'shop-' }, /not a valid name/],
    ['an inner dot', { ...valid, domainName: 'a.b' }, /Unknown extension "\.b\.com"/],
    ['an unknown extension', { ...valid, extension: 'notatld' }, /Unknown extension/],
    ['brandability over 100', { ...valid, brandability: 101 }, /brandability/],
    ['seoValue under 1', { ...valid, seoValue: 0 }, /seoValue/],
    ['commercialPotential as a string', { ...valid, commercialPotential: '50' }, /commercialPotential/],
    ['searchVolume over 100000', { ...valid, searchVolume: 100001 }, /searchVolume/],
    ['searchVolume negative', { ...valid, searchVolume: -1 }, /searchVolume/],
    ['an unknown industry', { ...valid, industry: 'mining' }, /industry/],
    ['a missing field', { ...valid, domainName: undefined }, /domainName/],
    ['whitespace and emoji only', { ...valid, domainName: ' \u{1F600} ' }, /not a valid name/],
  ];
  for (const [what, body, message] of bad) {
    it(`answers 400 for ${what}`, async () => {
      const res = await simulate(body);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(message);
    });
  }

  it('answers 400 to a body that is not JSON', async () => {
    const res = await api('/api/domain-valuation/simulate', { method: 'POST', body: '{"domainName":' });
    expect(res.status).toBe(400);
  });

  it('offers every simulator extension and industry the engine knows', () => {
    expect([...INDUSTRIES].sort()).toEqual([...industries].sort());
    for (const extension of SIMULATOR_EXTENSIONS) expect(isKnownExtension(extension)).toBe(true);
  });
});
