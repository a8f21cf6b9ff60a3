import { isKnownExtension } from '@domainary/schema/keyword/known-extension.ts';
import { aboutFigures } from '@domainary/schema/reference/about-figures.ts';
import tlds from 'tlds/index.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES } from './features.ts';

describe('the About page figures about the valuation engine', () => {
  it('counts the inputs the model reads for every name', () => {
    expect(aboutFigures.valuationInputs).toBe(FEATURE_NAMES.length);
  });

  it('counts the top-level domains the engine values names under', () => {
    const valued = (tlds as string[]).filter((tld) => isKnownExtension(tld));
    expect(valued).toHaveLength(tlds.length);
    expect(aboutFigures.valuedExtensions).toBe(valued.length);
  });
});
