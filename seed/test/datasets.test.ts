import { companyNameSortKey } from '@domainary/schema/company-name-sort-key.ts';
import { currencies } from '@domainary/schema/reference/currencies.ts';
import { valueName } from '@domainary/worker/valuation/engine/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSales } from '../src/datasets/sales-data.ts';
import type { SqlValue } from '../src/load/table-layout.ts';
import { rowsOf } from './support/generate-tables.ts';

type Row = Record<string, SqlValue>;
const asOf = '2026-06-01';
let tables: Map<string, Row[]>;
const rows = (table: string) => tables.get(table) ?? [];

beforeAll(() => {
  tables = rowsOf({ companies: 1500, seed: 3, asOf });
});

describe('companies', () => {
  it('hold every rank from 1 to N exactly once', () => {
    const ranks = rows('companies')
      .map((c) => c.rank as number)
      .sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: 1500 }, (_, i) => i + 1));
  });

  it('carry the sort key of their name', () => {
    for (const c of rows('companies')) expect(c.name_sort_key).toBe(companyNameSortKey(c.name as string));
  });

  it('own 1-4 unique domains, the website among them', () => {
    const byCompany = new Map<number, Row[]>();
    for (const d of rows('domains')) {
      if (d.company_id !== null)
        byCompany.set(d.company_id as number, [...(byCompany.get(d.company_id as number) ?? []), d]);
    }
    for (const company of rows('companies')) {
      const owned = byCompany.get(company.id as number) ?? [];
      expect(owned.length).toBeGreaterThanOrEqual(1);
      expect(owned.length).toBeLessThanOrEqual(4);
      const names = owned.map((d) => `https://www.${d.name}.${d.extension}`);
      expect(names).toContain(company.website);
    }
    const fqdns = rows('domains').map((d) => `${d.name}.${d.extension}`);
    expect(new Set(fqdns).size).toBe(fqdns.length);
  });

  it('span old and young firms, heavy-tailed sizes and displayable revenue currencies', () => {
    const years = rows('companies').map((c) => c.year_founded as number);
    expect(years.some((y) => y < 1980)).toBe(true);
    expect(years.filter((y) => y >= 1980 && y <= 2023).length).toBeGreaterThan(years.length / 2);
    expect(Math.max(...years)).toBeLessThanOrEqual(2023);
    const employees = rows('companies')
      .map((c) => c.employees as number)
      .sort((a, b) => a - b);
    const median = employees[employees.length >> 1] as number;
    expect((employees.at(-1) as number) / median).toBeGreaterThan(20);
    const codes: string[] = currencies.map((c) => c.code);
    expect(rows('companies').every((c) => codes.includes(c.revenue_currency as string))).toBe(true);
  });
});

describe('domains', () => {
  it('carry the valuation engine\u2019s value and scores', () => {
    for (const d of rows('domains').filter((_, i) => i % 97 === 0)) {
      const valuation = valueName(d.name as string, d.extension as string);
      expect(d.estimated_value).toBe(valuation.estimatedValue);
      expect([d.estimated_value_min, d.estimated_value_max]).toEqual([
        valuation.valueRange?.min,
        valuation.valueRange?.max,
      ]);
      expect(d.seo_score).toBe(valuation.scores.seoScore);
      expect(d.brand_score).toBe(valuation.scores.brandScore);
      expect(d.keyword_volume).toBe(valuation.keywordVolume);
    }
  });

  it('cover every aftermarket status with the fields that status needs', () => {
    const market = rows('domains').filter((d) => d.company_id === null);
    const byStatus = (status: string) => market.filter((d) => d.status === status);
    for (const status of ['available', 'taken', 'expiring', 'auction', 'premium']) {
      expect(byStatus(status).length, status).toBeGreaterThan(10);
    }
    expect(byStatus('available').every((d) => d.available === 1 && d.registrar === null)).toBe(true);
    expect(
      byStatus('taken').every(
        (d) => d.available === 0 && d.registrar !== null && (d.expiry_date as string) > asOf,
      ),
    ).toBe(true);
    for (const d of byStatus('expiring')) {
      const days = (Date.parse(d.expiry_date as string) - Date.parse(asOf)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(45);
    }
    expect(byStatus('auction').every((d) => (d.current_bid as number) >= 10)).toBe(true);
    expect(byStatus('premium').every((d) => d.is_premium === 1 && (d.acquisition_fee as number) > 0)).toBe(
      true,
    );
  });

  it('keep scores within 0-100 and link metrics consistent', () => {
    for (const d of rows('domains')) {
      for (const score of [
        'seo_score',
        'traffic_score',
        'brandability_score',
        'potential_score',
        'brand_score',
      ]) {
        expect(d[score] as number).toBeGreaterThanOrEqual(0);
        expect(d[score] as number).toBeLessThanOrEqual(100);
      }
      expect(d.referring_domains as number).toBeLessThanOrEqual(d.backlinks as number);
    }
  });
});

describe('checks and sales', () => {
  it("records sample checks of top companies' names, before the as-of day", () => {
    const checks = rows('domain_check_results');
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((c) => c.source === 'sample')).toBe(true);
    const startOfDay = `${asOf}T00:00:00.000Z`;
    for (const checked of [...checks, ...rows('domains')])
      expect((checked.last_checked as string) <= startOfDay).toBe(true);
  });

  it('records every generated company, rank and domain as sample data', () => {
    expect(rows('companies').every((c) => c.source === 'sample' && c.rank_source === 'sample')).toBe(true);
    expect(rows('domains').every((d) => d.source === 'sample')).toBe(true);
    expect(rows('domains').every((d) => d.listing_venue === null && d.auction_ends_on === null)).toBe(true);
  });

  it('loads every real sale', () => {
    expect(rows('sales').length).toBe(loadSales().length);
    expect(rows('sales').find((s) => s.domain === 'voice.com')).toMatchObject({
      label: 'voice',
      extension: 'com',
      price_usd: 30_000_000,
    });
  });
});
