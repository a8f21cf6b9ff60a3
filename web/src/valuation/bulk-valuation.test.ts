import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';
import { describe, expect, it } from 'vitest';
import { engineSources } from '../../test/support/engine-sources.ts';
import { sortValuations } from './bulk-sort.ts';
import { MAX_BULK_DOMAINS, parseDomainList } from './domain-list.ts';
import { valuationNameOf } from './valuation-name.ts';
import { valuationsCsv } from './valuations-csv.ts';

function valuation(domain: string, estimatedValue: number, seoScore: number): ValuationResult {
  const [label = '', extension = ''] = domain.split('.');
  return {
    domain,
    label,
    extension,
    words: [label],
    estimatedValue,
    valueRange: { min: estimatedValue / 4, max: estimatedValue * 4 },
    valueRangeNote: null,
    headlineChannel: 'marketplace',
    saleChance: { perYear: 0.006, basis: 'Made-up chance for a test', source: 'none: a test fixture' },
    asOf: 2026,
    priceBasis: {
      auction: { year: 2020, carried: true, text: 'auction prices as of 2020, the latest auction data' },
      marketplace: {
        year: 2020,
        carried: true,
        text: 'marketplace prices as of 2020, the latest marketplace data',
      },
      brokerage: {
        year: 2024,
        carried: true,
        text: 'brokerage prices as of 2024, the latest brokerage data',
      },
    },
    channelValues: {
      auction: estimatedValue / 2,
      marketplace: estimatedValue,
      brokerage: estimatedValue * 3,
    },
    channels: {
      auction: {
        value: estimatedValue / 2,
        range: { min: estimatedValue / 8, max: estimatedValue * 2 },
        noValueReason: null,
      },
      marketplace: {
        value: estimatedValue,
        range: { min: estimatedValue / 4, max: estimatedValue * 4 },
        noValueReason: null,
      },
      brokerage: {
        value: estimatedValue * 3,
        range: { min: estimatedValue, max: estimatedValue * 9 },
        noValueReason: null,
      },
    },
    scores: {
      seoScore,
      trafficScore: 40,
      brandabilityScore: 60,
      potentialScore: 50,
      brandScore: 55,
      marketValue: 45,
      trafficPotential: 30,
    },
    industry: 'general',
    keywordVolume: 1200,
    explanation: [{ factor: 'length', effect: 1.4, text: 'short, "catchy", and, plain' }],
    ownFactors: {
      brandability: 60,
      seoValue: seoScore,
      commercialPotential: 50,
      searchVolume: 1200,
      industry: 'general',
    },
    reportedSales: [],
    comparableSales: [],
    sources: { ...engineSources, comparableSales: { kind: 'reported-sale' } },
    lookalike: null,
  };
}

describe('pasted names', () => {
  it('reads one per line or separated by commas and spaces, bare, lower-cased and once each', () => {
    const { domains, rejected } = parseDomainList(
      'Example.com\nhttps://www.Shop.io/path?q=1, pixel.co.uk ;example.com\n\n  not-a-domain  bad_name.com café.com xn--zzzz.com',
    );
    expect(domains).toEqual(['example.com', 'shop.io', 'pixel.co.uk', 'xn--caf-dma.com']);
    expect(rejected).toEqual(['not-a-domain', 'bad_name.com', 'xn--zzzz.com']);
  });

  it('counts more than the bulk limit so the page can refuse them', () => {
    const text = Array.from({ length: MAX_BULK_DOMAINS + 1 }, (_, i) => `name${i}.com`).join('\n');
    expect(parseDomainList(text).domains).toHaveLength(1001);
  });
});

describe('bulk table sorting', () => {
  const rows = [valuation('b.com', 500, 70), valuation('a.com', 900, 20), valuation('c.com', 500, 90)];

  it('sorts numbers and text both ways, ties in pasted order', () => {
    const byValue = sortValuations(rows, { key: 'estimatedValue', direction: 'descending' });
    expect(byValue.map((r) => r.domain)).toEqual(['a.com', 'b.com', 'c.com']);
    const byValueUp = sortValuations(rows, { key: 'estimatedValue', direction: 'ascending' });
    expect(byValueUp.map((r) => r.domain)).toEqual(['b.com', 'c.com', 'a.com']);
    expect(sortValuations(rows, { key: 'domain', direction: 'ascending' }).map((r) => r.domain)).toEqual([
      'a.com',
      'b.com',
      'c.com',
    ]);
    expect(sortValuations(rows, { key: 'seoScore', direction: 'descending' })[0]?.domain).toBe('c.com');
    expect(rows.map((r) => r.domain)).toEqual(['b.com', 'a.com', 'c.com']);
  });

  it('sorts a name auctions rarely sell below every auction value, either way round', () => {
    const rarely = withoutAuctionValue(valuation('d.com', 5000, 50));
    const sorted = sortValuations([...rows, rarely], { key: 'auction', direction: 'ascending' });
    expect(sorted[0]?.domain).toBe('d.com');
    const down = sortValuations([...rows, rarely], { key: 'auction', direction: 'descending' });
    expect(down.at(-1)?.domain).toBe('d.com');
  });
});

const REASON = 'Rarely sold at auction: about 1% of reported sales of names like this one went to auction';

/** The valuation as the API gives it for a name outside the auctions' support. */
function withoutAuctionValue(a: ValuationResult): ValuationResult {
  return {
    ...a,
    channelValues: { ...a.channelValues, auction: null },
    channels: { ...a.channels, auction: { value: null, range: null, noValueReason: REASON } },
  };
}

describe('bulk CSV', () => {
  it('writes a header and one row per name in order, quoting fields with commas and quotes', () => {
    const csv = valuationsCsv([valuation('b.com', 500, 70), valuation('a.com', 900, 20)]);
    const lines = csv.split('\r\n');
    expect(
      lines[0]?.startsWith('domain,estimated_value_usd,range_min_usd,range_max_usd,auction_value_usd'),
    ).toBe(true);
    expect(lines[1]).toBe(
      'b.com,500,125,2000,250,500,1500,62.5,1000,500,4500,,,70,40,60,50,55,45,30,general,1200,b,"short, ""catchy"", and, plain",',
    );
    expect(lines[2]?.startsWith('a.com,900,')).toBe(true);
    expect(lines[3]).toBe('');
  });

  it('leaves a channel with no value empty and says why in its own column', () => {
    const lines = valuationsCsv([withoutAuctionValue(valuation('d.com', 5000, 50))]).split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    const cells = lines[1]?.split(',') ?? [];
    const cell = (name: string) => cells[header.indexOf(name)];
    expect(cell('auction_value_usd')).toBe('');
    expect(cell('auction_range_min_usd')).toBe('');
    expect(cell('auction_no_value_reason')).toBe(REASON);
    expect(cell('brokerage_no_value_reason')).toBe('');
  });

  it('flags a lookalike beside its name, as the table does', () => {
    const lookalike: ValuationResult = {
      ...valuation('xn--pple-43d.com', 500, 70),
      lookalike: { reason: 'confusable', looksLike: 'apple.com', message: 'Looks like apple.com' },
    };
    const lines = valuationsCsv([lookalike]).split('\r\n');
    expect(lines[0]?.endsWith(',lookalike')).toBe(true);
    expect(lines[1]?.startsWith('xn--pple-43d.com,500,')).toBe(true);
    expect(lines[1]?.endsWith(',Looks like apple.com')).toBe(true);
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    const pasted: ValuationResult = {
      ...valuation('b.com', 500, 70),
      explanation: [{ factor: 'length', effect: 1.4, text: '@SUM(1+1)*cmd|" /C calc"!A0' }],
    };
    const lines = valuationsCsv([pasted]).split('\r\n');
    expect(lines[1]?.endsWith(`,"'@SUM(1+1)*cmd|"" /C calc""!A0",`)).toBe(true);
  });
});

describe('the name a single valuation asks for', () => {
  it.each([
    ['pixelhub.io', 'pixelhub.io'],
    ['  https://www.PixelHub.io/pricing ', 'pixelhub.io'],
    ['Coffee Shop', 'coffeeshop.com'],
    ['coffee shop.io', 'coffeeshop.io'],
    ['café.de', 'xn--caf-dma.de'],
    ['mail@brightpath.io', 'brightpath.io'],
    ['!!!', ''],
  ])('reads %j as %j', (typed, name) => {
    expect(valuationNameOf(typed)).toEqual({ name, problem: null });
  });

  it.each([
    ['pixelhub.notatld', 'Unknown extension ".notatld"'],
    ['xn--zzzz.com', '"xn--zzzz" is not a valid internationalised name: its xn-- form does not spell a name'],
  ])('refuses %j with the reason the API gives: %s', (typed, problem) => {
    expect(valuationNameOf(typed)).toEqual({ name: '', problem });
  });
});
