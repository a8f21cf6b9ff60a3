import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSalesCsv } from '../sales/sales-csv.ts';
import { aboutFigures } from './about-figures.ts';

describe('the About page figures', () => {
  it('counts every reported sale of the sales table', () => {
    const sales = parseSalesCsv(readFileSync(new URL('../../data/sales.csv', import.meta.url)));
    expect(aboutFigures.reportedSales).toBe(sales.length);
  });
});
