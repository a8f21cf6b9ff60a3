import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VARIANT_BASE_WORDS, weakerVariantPairs } from '../../../test/support/weaker-variants.ts';
import { nameFeatures } from './features.ts';
import { valueName } from './value-name.ts';

const scoresOf = ({ label, extension }: { label: string; extension: string }) =>
  valueName(label, extension).scores;

describe('scores', () => {
  it('reads every base word of the variant pairs as one dictionary word', () => {
    for (const word of VARIANT_BASE_WORDS) expect(nameFeatures(word, 'com').words).toEqual([word]);
  });

  it('never scores a strictly weaker variant above the name it varies', () => {
    fc.assert(
      fc.property(weakerVariantPairs, ({ stronger, weaker }) => {
        const strong = scoresOf(stronger);
        const weak = scoresOf(weaker);
        for (const [score, value] of Object.entries(weak)) {
          expect(value, `${weaker.label}.${weaker.extension} ${score}`).toBeLessThanOrEqual(
            strong[score as keyof typeof strong],
          );
        }
      }),
      { numRuns: 400, seed: 38 },
    );
  });

  it('scores the word itself above the word with another word or stray letters after it', () => {
    const bakery = scoresOf({ label: 'bakery', extension: 'com' });
    for (const label of ['bakerybut', 'bakeryxq', 'bak-ery']) {
      const variant = scoresOf({ label, extension: 'com' });
      expect(variant.seoScore).toBeLessThan(bakery.seoScore);
      expect(variant.trafficScore).toBeLessThan(bakery.trafficScore);
      expect(variant.brandScore).toBeLessThan(bakery.brandScore);
    }
  });

  it('gives one brand figure in both brand fields', () => {
    for (const name of ['bakery', 'zzqxv', 'cryptowallet', 'ai-startup']) {
      const scores = scoresOf({ label: name, extension: 'com' });
      expect(scores.brandabilityScore).toBe(scores.brandScore);
    }
  });

  it('scores strings of consonants low as a brand and for search', () => {
    for (const label of ['zzqxv', 'qwkzrtpl']) {
      const scores = scoresOf({ label, extension: 'com' });
      expect(scores.brandScore).toBeLessThan(40);
      expect(scores.seoScore).toBeLessThan(20);
      expect(scores.trafficPotential).toBe(0);
    }
  });
});
