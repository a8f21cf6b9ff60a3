import { aboutFigures } from '@domainary/schema/reference/about-figures.ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANIES } from './options.ts';

describe('the default seed', () => {
  it('generates the directory size the About page states', () => {
    expect(DEFAULT_COMPANIES).toBe(aboutFigures.sampleCompanies);
  });
});
