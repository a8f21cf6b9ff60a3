import salesCsv from '@domainary/schema/data/sales.csv?raw';
import { parseSalesCsv } from '@domainary/schema/sales/sales-csv.ts';
import { describe, expect, it } from 'vitest';
import { MEDIAN_SOLD_LENGTH } from './explain-value.ts';
import { valueName } from './value-name.ts';

const valued = (domain: string) => {
  const dot = domain.indexOf('.');
  return valueName(domain.slice(0, dot), domain.slice(dot + 1));
};

/** Names with no word a buyer reads and letters that do not say easily. */
const UNSAYABLE = [
  'zzqxv.com',
  'qwkzrtpl.net',
  'bcdfghjklm.xyz',
  'abcdefghij'.repeat(6).concat('.com'),
  'abcdefghijklmnopqrstuvwxyz'.repeat(3).slice(0, 60).concat('.com'),
];

describe('the explanation', () => {
  it('states the median length of the names in the sales file', () => {
    const lengths = parseSalesCsv(salesCsv)
      .map((sale) => sale.label.length)
      .sort((a, b) => a - b);
    expect(MEDIAN_SOLD_LENGTH).toBe(lengths[Math.floor(lengths.length / 2)]);
  });

  it('says a length the same way for every name of that length', () => {
    // The trees raise voice.com's value for its length and lower zzqxv.com's.
    const [up, down] = ['voice.com', 'zzqxv.com'].map((domain) =>
      valued(domain).explanation.find((f) => f.factor === 'length'),
    );
    expect(up?.effect).toBeGreaterThan(1);
    expect(down?.effect).toBeLessThan(1);
    expect(up?.text).toBe('5 characters; half the names in reported sales have 8 or fewer');
    expect(down?.text).toBe(up?.text);
  });

  it('never credits pronounceability, words or word sales to names without them', () => {
    for (const domain of UNSAYABLE) {
      const credited = valued(domain)
        .explanation.filter((f) => f.effect > 1)
        .map((f) => f.factor);
      for (const quality of ['pronounceability', 'words', 'comparable sales', 'keywords']) {
        expect(credited, domain).not.toContain(quality);
      }
    }
  });

  it('reads out words only where a buyer reads the name as words', () => {
    expect(valued('abcdefghij'.repeat(6).concat('.com')).words).toEqual([]);
    expect(valued('carinsurance.com').words).toEqual(['car', 'insurance']);
    expect(valued('voice.com').explanation.find((f) => f.factor === 'words')?.text).toBe(
      'the word "voice" is common and easy to recall',
    );
  });
});
