import { companyNameSortKey, foldCompanyName } from '@domainary/schema/company-name-sort-key.ts';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../src/datasets/companies/countries.ts';
import { vocabularyFor } from '../src/datasets/companies/vocabulary.ts';
import { rowsOf } from './support/generate-tables.ts';

/** The order people read names in, which the stored key must reproduce. */
const readingOrder = new Intl.Collator('en', { sensitivity: 'base' });
const bytes = (text: string) => Buffer.from(text, 'utf8');

/** The names sorted as SQLite sorts their keys: byte by byte (memcmp of UTF-8). */
const byStoredKey = (names: readonly string[]) =>
  [...names].sort((a, b) => Buffer.compare(bytes(companyNameSortKey(a)), bytes(companyNameSortKey(b))));

/** Pairs of neighbours the key puts out of reading order (equal names: out of byte order). */
function misordered(names: readonly string[]): string[] {
  const sorted = byStoredKey(names);
  const wrong: string[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1] as string, sorted[i] as string];
    const reading = readingOrder.compare(a, b);
    if (reading > 0 || (reading === 0 && Buffer.compare(bytes(a), bytes(b)) > 0)) wrong.push(`${a} > ${b}`);
  }
  return wrong;
}

describe('the company name sort key', () => {
  it("orders the issue's names as people read them", () => {
    expect(byStoredKey(['delta', 'Ćma', 'Beta', 'alpha'])).toEqual(['alpha', 'Beta', 'Ćma', 'delta']);
    expect(byStoredKey(['Żukowski Quotes', 'Żukowski and Zając'])).toEqual([
      'Żukowski and Zając',
      'Żukowski Quotes',
    ]);
    // An accented initial sorts with its plain letter, not after "z".
    expect(byStoredKey(['zebra', 'Ärzte', 'Bosch', 'Öztürk', 'Ozon'])).toEqual([
      'Ärzte',
      'Bosch',
      'Ozon',
      'Öztürk',
      'zebra',
    ]);
  });

  it('orders every name the seed can build as Intl.Collator does', () => {
    const names = new Set<string>();
    for (const country of COUNTRIES) {
      const vocabulary = vocabularyFor(country.code);
      for (const word of [...vocabulary.surnames, ...vocabulary.legalForms, ...vocabulary.cities]) {
        names.add(word);
        names.add(`${word} ${vocabulary.conjunction} ${word}`);
      }
    }
    for (const company of rowsOf({ companies: 3000, seed: 9, asOf: '2026-06-01' }).get('companies') ?? [])
      names.add(company.name as string);
    expect(names.size).toBeGreaterThan(5000);
    expect(misordered([...names])).toEqual([]);
  });

  it('folds the letters NFD keeps whole into the letters the collator equates them with', () => {
    const equal: [string, string][] = [
      ['Łódź', 'lodz'],
      ['Straße', 'strasse'],
      ['Ærø', 'aero'],
      ['Œuvre', 'oeuvre'],
      ['Ørsted', 'orsted'],
      ['Đorđević', 'dordevic'],
      ['Ðora', 'dora'],
      ['Ħamrun', 'hamrun'],
      ['İstanbul', 'istanbul'],
      // Characters the collator ignores: a soft hyphen, a zero-width joiner, a control character.
      ['Rot\u00ADkäppchen', 'rotkappchen'],
      ['Ab\u200Dc', 'abc'],
      ['Ab\u0001c', 'abc'],
    ];
    for (const [name, plain] of equal) {
      expect(readingOrder.compare(name, plain), name).toBe(0);
      expect(foldCompanyName(name), name).toBe(foldCompanyName(plain));
    }
  });

  it('places letters of their own after every name that goes on with their plain letter', () => {
    // Turkish ı after i, Icelandic þ after z, Sami ŋ after n, as the collator has them.
    const names = ['Işık', 'Isız', 'Izmir', 'Jale', 'Þór', 'Zyzz', 'Ŋaa', 'Nzz', 'Oa', 'ıa', 'iz'];
    expect(misordered(names)).toEqual([]);
    expect(byStoredKey(['Kja', 'Kılıç', 'Kiz'])).toEqual(['Kiz', 'Kılıç', 'Kja']);
  });

  it('puts spaces and punctuation before digits and digits before letters, in the collator order', () => {
    const marks = [...' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$'];
    const names = [...marks, ...'0123456789', 'a', 'z'].flatMap((mark) => [`A${mark}b`, `${mark}x`]);
    expect(misordered(names)).toEqual([]);
    // Other punctuation and symbols: after the ASCII ones (by code point among themselves), before the digits.
    expect(byStoredKey(['0x', '®x', '$x', 'ax', '’x'])).toEqual(['$x', '®x', '’x', '0x', 'ax']);
    expect(byStoredKey(['AT&T', 'AT-T', 'ATT', 'AT T', '3M'])).toEqual(['3M', 'AT T', 'AT-T', 'AT&T', 'ATT']);
  });

  it('keeps names equal but for case and accents together, in one fixed order, a name before its longer ones', () => {
    const names = ['müller', 'Muller', 'MÜLLER', 'Müller', 'Mullerová', 'Mull', 'Mullen'];
    expect(misordered(names)).toEqual([]);
    const sorted = byStoredKey(names);
    expect(sorted.slice(0, 2)).toEqual(['Mull', 'Mullen']);
    expect(sorted.at(-1)).toBe('Mullerová');
    expect(new Set(names.map(companyNameSortKey)).size).toBe(names.length);
  });
});
