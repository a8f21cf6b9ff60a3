import { type ValuationResult, valuationSchema } from '@domainary/schema/contracts/valuation.ts';
import report from '@domainary/schema/reference/valuation-accuracy.json' with { type: 'json' };
import { stemmer } from 'stemmer';
import { describe, expect, it } from 'vitest';
import { nameFeatures } from '../../src/valuation/engine/index.ts';
import { api } from '../support/api.ts';

const CHANNELS = ['auction', 'marketplace', 'brokerage'] as const;

async function valuation(domain: string): Promise<ValuationResult> {
  const res = await api(`/api/valuation?domain=${encodeURIComponent(domain)}`);
  expect(res.status, domain).toBe(200);
  return valuationSchema.parse(await res.json());
}

const labelOf = (domain: string) => domain.slice(0, domain.indexOf('.'));
const extensionOf = (domain: string) => domain.slice(domain.indexOf('.') + 1);

describe('a value per sale channel', () => {
  it('gives auction, marketplace and brokerage values, each inside its own 80% range', async () => {
    for (const domain of ['voice.com', 'bakery.com', 'greenleafcapital.io', 'xqzvbrtplk-77.xyz', '8888.cn']) {
      const a = await valuation(domain);
      for (const channel of CHANNELS) {
        const { value, range } = a.channels[channel];
        expect(range.min, `${domain} ${channel}`).toBeLessThanOrEqual(value);
        expect(range.max, `${domain} ${channel}`).toBeGreaterThanOrEqual(value);
        expect(range.max, `${domain} ${channel}`).toBeGreaterThan(range.min);
        expect(a.channelValues[channel]).toBe(value);
      }
      // The headline is the retail (marketplace) value with its range.
      expect(a.estimatedValue).toBe(a.channels.marketplace.value);
      expect(a.valueRange).toEqual(a.channels.marketplace.range);
    }
  });

  it('values a name lower at auction (wholesale) than through a broker', async () => {
    for (const domain of ['voice.com', 'bakery.com', 'shopfast.net']) {
      const a = await valuation(domain);
      expect(a.channels.auction.value, domain).toBeLessThan(a.channels.brokerage.value);
    }
  });

  it('values names the engine has never seen, in any script, with a value and a range', async () => {
    for (const domain of [
      'xn--bcher-kva.de',
      'xn--80ak6aa92e.com',
      'xn--fiqs8s.cn',
      '0.io',
      'constructor.com',
      'prototype.com',
      'valueof.org',
      'hasownproperty.net',
      `${'z'.repeat(63)}.com`,
      'a-b-c-d-e-f.org',
    ]) {
      const a = await valuation(domain);
      for (const channel of CHANNELS) {
        expect(a.channels[channel].value, domain).toBeGreaterThanOrEqual(10);
        expect(a.channels[channel].range.min, domain).toBeLessThanOrEqual(a.channels[channel].value);
      }
    }
  });
});

describe('comparable sales a broker would accept', () => {
  it('only lists sales that share a word or stem with the name, or its category, length and extension', async () => {
    for (const domain of ['bakery.com', 'carinsurance.com', 'bakeries.net', 'quickloans.com', 'zqxv.com']) {
      const a = await valuation(domain);
      const own = nameFeatures(labelOf(domain), extensionOf(domain));
      for (const sale of a.comparableSales) {
        const sold = nameFeatures(labelOf(sale.domain), extensionOf(sale.domain));
        if (sale.reason.startsWith('shares ')) {
          // "shares 'car' and a form of 'insurance'": every word named is the name's own.
          for (const [, form, word] of sale.reason.matchAll(/(a form of )?'([a-z]+)'/g)) {
            expect(own.words, `${domain}: ${sale.domain}`).toContain(word);
            if (form) {
              expect(sold.words.map(stemmer), `${domain}: ${sale.domain}`).toContain(stemmer(word as string));
            } else {
              expect(sold.words, `${domain}: ${sale.domain}`).toContain(word);
            }
          }
        } else {
          expect(sale.reason).toBe(
            `same category (${own.industry}), ${sold.length} letters, .${own.extension}`,
          );
          expect(own.industry).not.toBe('general');
          expect(sold.industry).toBe(own.industry);
          expect(sold.extension).toBe(own.extension);
          expect(Math.abs(sold.length - own.length)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('never shows unrelated names: bakery.com lists bakery sales, not cancel.com or timely.com', async () => {
    const a = await valuation('bakery.com');
    const listed = a.comparableSales.map((s) => s.domain);
    expect(listed).not.toContain('cancel.com');
    expect(listed).not.toContain('timely.com');
    expect(a.comparableSales.length).toBeGreaterThan(0);
    expect(a.comparableSales[0]?.reason).toMatch(/bakery|food/);
  });

  it('lists nothing, rather than unrelated sales, when no sale is relevant', async () => {
    const a = await valuation('zqxvwk.com');
    expect(a.comparableSales).toEqual([]);
  });
});

describe('the explanation', () => {
  it('names the features that moved the value, in the direction they moved it', async () => {
    const poor = await valuation('xqzvbrtplk-77.xyz');
    const lowered = poor.explanation.filter((f) => f.effect < 1).map((f) => f.factor);
    expect(lowered.length).toBeGreaterThan(0);
    expect(
      lowered.some((f) =>
        ['length', 'digits and hyphens', 'pronounceability', 'extension', 'words'].includes(f),
      ),
    ).toBe(true);
    const good = await valuation('voice.com');
    expect(good.explanation.some((f) => f.effect > 1)).toBe(true);
    for (const f of [...poor.explanation, ...good.explanation]) expect(f.effect).not.toBe(1);
  });
});

describe('letter and digit patterns', () => {
  it('values the digit 8 above the digit 4 at auction, and marks letters that are hard to spell out', async () => {
    const eights = await valuation('8888.com');
    const fours = await valuation('4444.com');
    expect(eights.channels.auction.value).toBeGreaterThan(fours.channels.auction.value);
    const hard = await valuation('qxzv.com');
    const letters = hard.explanation.find((f) => f.factor === 'digits and hyphens');
    expect(letters?.effect).toBeLessThan(1);
    expect(letters?.text).toMatch(/hard to spell out/);
  });
});

describe('the committed fit report', () => {
  it("holds each channel's 80% range to 75-85% of its held-out sales at a median width of at most 15x", () => {
    const { targets } = report;
    for (const channel of CHANNELS) {
      const m = report.perChannel[channel];
      expect(m.sales, channel).toBeGreaterThan(1000);
      expect(m.interval80Coverage, channel).toBeGreaterThanOrEqual(targets.interval80Coverage[0] as number);
      expect(m.interval80Coverage, channel).toBeLessThanOrEqual(targets.interval80Coverage[1] as number);
      expect(m.interval80MedianWidthRatio, channel).toBeLessThanOrEqual(targets.interval80MedianWidthRatio);
    }
    expect(Math.abs(report.perChannel.brokerage.medianBiasLog10)).toBeLessThanOrEqual(
      targets.brokerageMedianBiasLog10,
    );
  });
});
