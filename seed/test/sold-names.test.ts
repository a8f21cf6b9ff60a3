import { Random } from '@domainary/schema/testing/seeded-random.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSales } from '../src/datasets/sales-data.ts';
import { epochDay } from '../src/datasets/shared/dates.ts';
import { SOLD_NAME_STATUSES, soldNameFacts } from '../src/datasets/sold-names/sold-name-facts.ts';
import { type SoldName, soldNames } from '../src/datasets/sold-names/sold-names.ts';
import type { SqlValue } from '../src/load/table-layout.ts';
import { rowsOf } from './support/generate-tables.ts';

type Row = Record<string, SqlValue>;
const fqdnOf = (name: { label: string; extension: string }) => `${name.label}.${name.extension}`;
/** The sales table gives years only: registered before its first sale is before 1 January of that year. */
const firstSaleDayOf = (name: SoldName) => `${name.firstSaleYear}-01-01`;
const sold = new Map(soldNames().map((name) => [fqdnOf(name), name]));

describe('the names of the sales table', () => {
  it('are every sold domain once, with its first sale year and its latest sale', () => {
    const sales = loadSales();
    expect(sold.size).toBe(new Set(sales.map((s) => s.domain)).size);
    const voice = sold.get('voice.com');
    expect(voice).toMatchObject({ firstSaleYear: 2019, lastSale: { priceUsd: 30_000_000, year: 2019 } });
    const years = new Map<string, number[]>();
    for (const sale of sales) years.set(sale.domain, [...(years.get(sale.domain) ?? []), sale.year]);
    for (const [domain, name] of sold) {
      const own = years.get(domain) ?? [];
      expect(name.firstSaleYear, domain).toBe(Math.min(...own));
      expect(name.lastSale.year, domain).toBe(Math.max(...own));
    }
  });
});

/**
 * The rules by which the seed writes a sold name, run for every name of the sales table at
 * as-of days from the earliest the seed accepts to years ahead, with estimates far below
 * and far above the sale.
 */
describe("a sold name's seeded facts, for every name of the sales table", () => {
  const asOfDays = ['2024-01-01', '2026-11-25', '2031-06-30'];
  const estimates = [10, 50_000_000];

  it('are registered, before the first sale, and list no lower than the last sale', () => {
    const broken: string[] = [];
    let listed = 0;
    let checked = 0;
    for (const asOf of asOfDays) {
      for (const [n, name] of soldNames().entries()) {
        for (const estimate of estimates) {
          const random = new Random(3, `sold-name-test-${asOf}-${estimate}`, n);
          const facts = soldNameFacts(name, estimate, random, epochDay(asOf), n);
          const registered = facts.registrationDate ?? '';
          const problems = [
            facts.available && 'available',
            !(SOLD_NAME_STATUSES as readonly string[]).includes(facts.status) && `status ${facts.status}`,
            facts.firstRegistered !== registered && 'first registered is not its registration',
            !(registered < firstSaleDayOf(name)) && `registered ${registered}, sold ${name.firstSaleYear}`,
            !(registered < asOf && registered >= '1985-01-01') && `registered ${registered}`,
            !((facts.expiryDate ?? '') > asOf) && `expires ${facts.expiryDate}`,
            facts.acquisitionFee !== null &&
              facts.acquisitionFee < name.lastSale.priceUsd &&
              `asks ${facts.acquisitionFee}, last sold for ${name.lastSale.priceUsd}`,
            (facts.acquisitionFee !== null) !== (facts.status === 'premium') &&
              'asking price without a listing',
          ].filter(Boolean);
          if (problems.length > 0) broken.push(`${fqdnOf(name)} as of ${asOf}: ${problems.join(', ')}`);
          if (facts.acquisitionFee !== null) listed++;
          checked++;
        }
      }
    }
    expect(broken.slice(0, 10)).toEqual([]);
    expect(checked).toBe(asOfDays.length * estimates.length * sold.size);
    // Some are listed, so the asking-price rule was exercised.
    expect(listed).toBeGreaterThan(checked / 20);
  });
});

describe('a generated seed', () => {
  const asOf = '2026-06-01';
  let domains: Row[];
  let checks: Row[];

  beforeAll(() => {
    const tables = rowsOf({ companies: 3000, seed: 11, asOf });
    domains = tables.get('domains') ?? [];
    checks = tables.get('domain_check_results') ?? [];
  });

  it('holds every sold name exactly once, registered since before its first sale', () => {
    const seeded = domains.filter((d) =>
      sold.has(fqdnOf({ label: d.name as string, extension: d.extension as string })),
    );
    expect(seeded).toHaveLength(sold.size);
    const broken = seeded.flatMap((d) => {
      const where = `${d.name}.${d.extension}`;
      const name = sold.get(where) as SoldName;
      const before = firstSaleDayOf(name);
      const problems = [
        d.available !== 0 && 'available',
        (d.status === 'available' || d.status === 'expired') && `status ${d.status}`,
        d.company_id !== null && 'held by a generated company',
        !((d.registration_date as string) < before) && `registered ${d.registration_date}`,
        !((d.first_registered as string) < before) && `first registered ${d.first_registered}`,
        d.acquisition_fee !== null &&
          (d.acquisition_fee as number) < name.lastSale.priceUsd &&
          `asks ${d.acquisition_fee}`,
      ].filter(Boolean);
      return problems.length > 0 ? [`${where} (sold ${name.firstSaleYear}): ${problems.join(', ')}`] : [];
    });
    expect(broken.slice(0, 10)).toEqual([]);
    const voice = seeded.find((d) => d.name === 'voice' && d.extension === 'com');
    expect(voice?.available).toBe(0);
  });

  it('seeds no other row for a sold name: no company and no aftermarket listing holds one', () => {
    const fqdns = domains.map((d) => `${d.name}.${d.extension}`);
    expect(new Set(fqdns).size).toBe(fqdns.length);
    expect(domains.length).toBeGreaterThan(sold.size + 3000 * 2);
    const soldChecks = checks.filter((c) => sold.has(c.domain_name as string));
    expect(soldChecks.filter((c) => c.is_available === 1)).toEqual([]);
  });
});
