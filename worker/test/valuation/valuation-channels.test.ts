import {
  bulkValuationResponseSchema,
  type ValuationResult,
  valuationSchema,
} from '@domainary/schema/contracts/valuation.ts';
import report from '@domainary/schema/reference/valuation-accuracy.json' with { type: 'json' };
import { stemmer } from 'stemmer';
import { describe, expect, it } from 'vitest';
import { model } from '../../src/valuation/engine/fitted-model.ts';
import { nameFeatures } from '../../src/valuation/engine/index.ts';
import { bandOf } from '../../src/valuation/engine/model.ts';
import { api } from '../support/api.ts';

const CHANNELS = ['auction', 'marketplace', 'brokerage'] as const;

async function valuation(domain: string): Promise<ValuationResult> {
  const res = await api(`/api/valuation?domain=${encodeURIComponent(domain)}`);
  expect(res.status, domain).toBe(200);
  return valuationSchema.parse(await res.json());
}

const labelOf = (domain: string) => domain.slice(0, domain.indexOf('.'));
const extensionOf = (domain: string) => domain.slice(domain.indexOf('.') + 1);

/** A channel's value inside its own range, or no figure and the reason the channel gives none. */
function expectValueOrReason(a: ValuationResult, channel: (typeof CHANNELS)[number], domain: string) {
  const { value, range, noValueReason } = a.channels[channel];
  expect(a.channelValues[channel], `${domain} ${channel}`).toBe(value);
  if (value === null || range === null) {
    expect(value, `${domain} ${channel}`).toBeNull();
    expect(range, `${domain} ${channel}`).toBeNull();
    expect(noValueReason, `${domain} ${channel}`).toMatch(
      /^(Rarely sold (at auction|through brokers)|Names like this rarely sell): /,
    );
    return;
  }
  expect(noValueReason, `${domain} ${channel}`).toBeNull();
  expect(value, `${domain} ${channel}`).toBeGreaterThanOrEqual(10);
  expect(range.min, `${domain} ${channel}`).toBeLessThanOrEqual(value);
  expect(range.max, `${domain} ${channel}`).toBeGreaterThanOrEqual(value);
  expect(range.max, `${domain} ${channel}`).toBeGreaterThan(range.min);
}

describe('a value per sale channel', () => {
  it('gives each channel a value inside its own 80% range, or says the channel rarely sells such names', async () => {
    for (const domain of ['voice.com', 'bakery.com', 'greenleafcapital.io', 'xqzvbrtplk-77.xyz', '8888.cn']) {
      const a = await valuation(domain);
      for (const channel of CHANNELS) expectValueOrReason(a, channel, domain);
      // The headline is its channel's value with its range: the marketplace's, unless the name's
      // own latest sale went through another channel (voice.com was brokered); a name whose
      // shape too few sales share gets none, and says why.
      expect(a.headlineChannel).toBe(domain === 'voice.com' ? 'brokerage' : 'marketplace');
      expect(a.estimatedValue).toBe(a.channels[a.headlineChannel].value);
      expect(a.valueRange).toEqual(a.channels[a.headlineChannel].range);
      if (a.estimatedValue === null) {
        expect(a.channels.marketplace.noValueReason, domain).toMatch(/^Names like this rarely sell: /);
      } else expect(a.channels.marketplace.noValueReason).toBeNull();
    }
  });

  it('values a name lower at auction (wholesale) than through a broker, where both sell it', async () => {
    for (const domain of ['wine.com', 'bakery.com']) {
      const { auction, brokerage } = (await valuation(domain)).channels;
      expect(auction.value, domain).not.toBeNull();
      expect(brokerage.value, domain).not.toBeNull();
      expect(auction.value as number, domain).toBeLessThan(brokerage.value as number);
    }
  });

  it('gives no brokered value for names brokers rarely sell, and says so', async () => {
    for (const domain of ['zzqxv.com', 'sweetcrumbbakery.com']) {
      const a = await valuation(domain);
      expect(a.channels.brokerage.value, domain).toBeNull();
      expect(a.channelValues.brokerage, domain).toBeNull();
      expect(a.channels.brokerage.noValueReason, domain).toMatch(
        /^Rarely sold through brokers: ((about \d+(\.\d)?%|under 1%) of reported sales of names like this one were brokered|(no|only \d+) reported brokered sales? ha(s|ve) the length, words, letters and digits of this name)$/,
      );
      // The auction, where such names do sell, still gives its value.
      expect(a.channels.auction.value, domain).toBeGreaterThanOrEqual(10);
    }
  });

  // A name with a reported sale of its own is held near that sale instead (see the next test).
  it('keeps a channel no further from the retail value than sold names of that value show', async () => {
    for (const domain of ['wines.com', 'bakery.com', 'cafe.com', 'shopfast.net', 'carinsurancequotes.com']) {
      const a = await valuation(domain);
      const retail = Math.log10(a.estimatedValue as number);
      const { bandEdges, gap } = model.spread;
      const band = bandOf(bandEdges, retail);
      for (const channel of ['auction', 'brokerage'] as const) {
        const value = a.channels[channel].value;
        if (value === null) continue;
        const spread = Math.log10(value) - retail;
        const [least, greatest] = gap[channel][band] as [number, number];
        // Dollar rounding moves a value by well under 0.01 in log10.
        expect(spread, `${domain} ${channel}`).toBeGreaterThanOrEqual(Math.min(0, least) - 0.01);
        expect(spread, `${domain} ${channel}`).toBeLessThanOrEqual(Math.max(0, greatest) + 0.01);
      }
    }
  });

  it('values a name with reported sales from its own latest sale, through the channel it sold in', async () => {
    const famous = [
      ['voice.com', 30_000_000, 2019],
      ['carinsurance.com', 49_700_000, 2010],
      ['hotels.com', 11_000_000, 2001],
    ] as const;
    const bulk = bulkValuationResponseSchema.parse(
      await (
        await api('/api/valuation/bulk', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ domains: famous.map(([domain]) => domain) }),
        })
      ).json(),
    );
    for (const [k, [domain, price, year]] of famous.entries()) {
      const a = await valuation(domain);
      const { value, range } = a.channels.brokerage;
      expect(value, domain).toBeGreaterThanOrEqual(1_000_000);
      // The brokered index is flat, so the sale's own price is its carried price.
      expect(range?.min, domain).toBeLessThanOrEqual(price);
      expect(range?.max, domain).toBeGreaterThanOrEqual(price);
      expect(a.explanation[0]?.text, domain).toContain(
        `Sold for $${price.toLocaleString('en-US')} in ${year} through a broker; brokered names like it have`,
      );
      // Bulk gives the same figures as the single valuation.
      expect(bulk.valuations[k]?.channels, domain).toEqual(a.channels);
    }
  });

  it('values a name asked as of a year before its sale without that sale', async () => {
    const res = await api('/api/valuation?domain=voice.com&asOf=2018');
    const before = valuationSchema.parse(await res.json());
    expect(before.explanation.some((f) => f.factor === 'own sale')).toBe(false);
    expect(before.explanation.some((f) => f.text.includes('Sold for'))).toBe(false);
  });

  it('values names the engine has never seen, in any script, with a value or the reason for none', async () => {
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
      for (const channel of CHANNELS) expectValueOrReason(a, channel, domain);
    }
  });
});

describe('internationalised names', () => {
  it('values an IDN read in Latin letters below its ASCII twin by the discount measured on IDN sales', async () => {
    const { log10, sales } = report.idn.discount;
    expect(sales).toBeGreaterThan(0);
    expect(model.idn.log10).toBe(log10);
    const twin = await valuation('cafe.com');
    const idn = await valuation('xn--caf-dma.com');
    const [idnValue, twinValue] = [idn.estimatedValue as number, twin.estimatedValue as number];
    expect(idnValue).toBeLessThan(twinValue);
    // Whole-dollar rounding (to $10 above $1,000) allows a hair either way.
    expect(Math.log10(idnValue / twinValue)).toBeCloseTo(log10, 2);
    const factor = idn.explanation.find((f) => f.factor === 'internationalised name');
    expect(factor?.text).toContain(`the ${sales} reported sales of such names`);
    expect(twin.explanation.some((f) => f.factor === 'internationalised name')).toBe(false);
  });
});

describe('comparable sales a broker would accept', () => {
  it('only lists sales that share a word or stem with the name, its category, length and extension, or its market', async () => {
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
        } else if (sale.reason.startsWith('also one word')) {
          // A one-word name's market: other names made of one whole word, under its extension.
          expect(sale.reason).toBe(`also one word, .${own.extension}`);
          expect(own.words).toHaveLength(1);
          expect([sold.words, sold.coverage, sold.extension]).toEqual([
            [labelOf(sale.domain)],
            1,
            own.extension,
          ]);
        } else if (/^also \d+ (letters|digits|letters and digits),/.test(sale.reason)) {
          // A short coined name's market: names of its pattern and exact length, under its extension.
          expect(sale.reason).toBe(`also ${own.length} letters, .${own.extension}`);
          expect([sold.length, sold.extension]).toEqual([own.length, own.extension]);
          expect(labelOf(sale.domain)).toMatch(/^[a-z]+$/);
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

  it('compares a one-word .com with one-word .coms sold near its value, not with its word plus loose letters', async () => {
    const a = await valuation('bakery.com');
    const listed = a.comparableSales.map((s) => s.domain);
    // scbakery.com shares the word, but 'sc' reads as nothing: a cheaper market than bakery.com's.
    expect(listed).not.toContain('scbakery.com');
    expect(a.comparableSales.length).toBeGreaterThan(0);
    for (const sale of a.comparableSales) {
      const value = a.channels[sale.channel].value as number;
      expect(Math.abs(Math.log10((sale.adjusted?.price ?? sale.price) / value)), sale.domain).toBeLessThan(1);
    }
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

  it('says why .com raises one name and lowers another: it adds most to short single words', async () => {
    const extensionOf = async (domain: string) =>
      (await valuation(domain)).explanation.find((f) => f.factor === 'extension');
    const short = await extensionOf('bakery.com');
    const long = await extensionOf('andrewsfurniture.com');
    expect(short?.effect).toBeGreaterThan(1);
    expect(short?.text).toBe(
      '.com carries a premium in reported sales, most of all on short single words like this one',
    );
    expect(long?.effect).toBeLessThan(1);
    expect(long?.text).toBe(
      '.com adds most to short single words; on a 16-character name of 2 words reported sales show it adding less than a typical extension',
    );
  });
});

describe('letter and digit patterns', () => {
  it('values the digit 8 above the digit 4 at auction, and marks letters that are hard to spell out', async () => {
    const eights = await valuation('8888.com');
    const fours = await valuation('4444.com');
    expect(eights.channels.auction.value).toBeGreaterThan(fours.channels.auction.value as number);
    const hard = await valuation('qxzv.com');
    const letters = hard.explanation.find((f) => f.factor === 'digits and hyphens');
    expect(letters?.effect).toBeLessThan(1);
    expect(letters?.text).toMatch(/hard to spell out/);
  });
});

describe('the committed fit report', () => {
  it("holds each channel's 80% range to 75-85% of its held-out sales, in cross-validation and on later years", () => {
    const { targets } = report;
    for (const channel of CHANNELS) {
      const m = report.perChannel[channel];
      expect(m.sales, channel).toBeGreaterThan(1000);
      expect(m.interval80Coverage, channel).toBeGreaterThanOrEqual(targets.interval80Coverage[0] as number);
      expect(m.interval80Coverage, channel).toBeLessThanOrEqual(targets.interval80Coverage[1] as number);
    }
    // Brokered sales up to 2018 are mostly the largest deals ever reported, those after it a yearly
    // list of deals from about $7,000: that row measures a change of sales list more than of time,
    // so brokerage is held to its cross-validated figures only.
    for (const channel of ['auction', 'marketplace'] as const) {
      const later = report.outOfTime.perChannel[channel];
      expect(later.interval80Coverage, channel).toBeGreaterThanOrEqual(
        targets.interval80Coverage[0] as number,
      );
      expect(later.interval80Coverage, channel).toBeLessThanOrEqual(targets.interval80Coverage[1] as number);
      expect(Math.abs(later.medianBiasLog10), channel).toBeLessThanOrEqual(0.15);
    }
  });

  it("keeps every channel's median range within 15x", () => {
    const { targets } = report;
    expect(report.perChannel.auction.interval80MedianWidthRatio).toBeLessThanOrEqual(
      targets.interval80MedianWidthRatio,
    );
    expect(report.perChannel.brokerage.interval80MedianWidthRatio).toBeLessThanOrEqual(
      targets.interval80MedianWidthRatio,
    );
    expect(report.perChannel.marketplace.interval80MedianWidthRatio).toBeLessThanOrEqual(
      targets.interval80MedianWidthRatio,
    );
    expect(Math.abs(report.perChannel.brokerage.medianBiasLog10)).toBeLessThanOrEqual(
      targets.brokerageMedianBiasLog10,
    );
  });
});
