import { generateDomainsRequestSchema } from '@domainary/schema/contracts/generator.ts';
import { describe, expect, it } from 'vitest';
import { generateRequestOf, initialGeneratorForm, isKeywordBlank } from './generator-form-state.ts';
import { scoreTier } from './generator-options.ts';

describe('generator request', () => {
  it('starts with industry all, .com, no tone and 5 suggestions', () => {
    expect(generateRequestOf({ ...initialGeneratorForm, keyword: 'tea' })).toEqual({
      keyword: 'tea',
      industry: 'all',
      count: 5,
      extension: 'com',
    });
  });

  it('trims keyword and purpose and leaves out a blank purpose and tone', () => {
    const form = { ...initialGeneratorForm, keyword: '  green tea ', purpose: ' \n ', tone: '' as const };
    expect(generateRequestOf(form)).toEqual({
      keyword: 'green tea',
      industry: 'all',
      count: 5,
      extension: 'com',
    });
    const full = { ...form, purpose: '  Herbal blends  ', tone: 'friendly' as const, count: 8 as const };
    expect(generateRequestOf(full)).toEqual({
      keyword: 'green tea',
      industry: 'all',
      purpose: 'Herbal blends',
      tone: 'friendly',
      count: 8,
      extension: 'com',
    });
  });

  it('builds only requests the API accepts', () => {
    const body = generateRequestOf({ ...initialGeneratorForm, keyword: ' x ', purpose: 'p', tone: 'modern' });
    expect(generateDomainsRequestSchema.safeParse(body).success).toBe(true);
  });

  it('treats a keyword of spaces as blank', () => {
    expect(isKeywordBlank({ ...initialGeneratorForm, keyword: '   ' })).toBe(true);
    expect(isKeywordBlank({ ...initialGeneratorForm, keyword: ' a ' })).toBe(false);
  });
});

describe('generator score colour', () => {
  it('is dark green from 90, green from 75, yellow from 60, otherwise orange', () => {
    const tiers = [100, 90, 89.9, 75, 74, 60, 59, 0].map(scoreTier);
    expect(tiers).toEqual([
      'dark-green',
      'dark-green',
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
    ]);
  });
});
