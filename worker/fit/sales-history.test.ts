import { describe, expect, it } from 'vitest';
import { nameFeatures } from '../src/valuation/engine/features.ts';
import { saleOf } from './sale-fixture.ts';
import { SALES_HISTORY_FEATURES, salesHistoryFeatures } from './sales-history.ts';

const sale = (domain: string, price: number, year: number) => saleOf(domain, price, year, 'auction');

const column = (name: (typeof SALES_HISTORY_FEATURES)[number]) => SALES_HISTORY_FEATURES.indexOf(name);

describe('salesHistoryFeatures', () => {
  const sales = [
    sale('bakery.com', 1000, 2012),
    sale('bakery.com', 100000, 2018),
    sale('bakery.net', 10000, 2015),
    sale('bakery.org', 100, 2018),
    sale('citybakery.com', 100, 2019),
  ];
  const features = sales.map((s) => nameFeatures(s.label, s.extension));
  const logPrice = Float64Array.from(sales, (s) => Math.log10(s.price));
  const rows = salesHistoryFeatures(sales, features, logPrice);
  // Every sale is at auction: residuals are against the mean log10 price of all five (3.0).
  const mean = logPrice.reduce((a, b) => a + b, 0) / logPrice.length;

  it("reads only sales of earlier years: the first sale knows nothing, not even the name's later one", () => {
    expect(Array.from(rows[0] as Float64Array)).toEqual(SALES_HISTORY_FEATURES.map(() => 0));
  });

  it("gives a name's own latest earlier sale and its label's earlier sales under other extensions", () => {
    const later = rows[1] as Float64Array;
    expect(later[column('ownEarlierSales')]).toBe(1);
    expect(later[column('ownEarlierSale')]).toBeCloseTo(3 - mean, 10);
    // bakery.net (2015) is earlier; bakery.org sold the same year, so it is not.
    expect(later[column('labelElsewhereSales')]).toBe(1);
    expect(later[column('labelElsewhere')]).toBeCloseTo(4 - mean, 10);
  });

  it("gives the earlier sales sharing the name's rarest word, never the name's own", () => {
    // No earlier sale holds "city", so citybakery.com's nearest are the four earlier bakery sales.
    const city = rows[4] as Float64Array;
    expect(city[column('rarestWordEarlierSales')]).toBe(4);
    const own = rows[3] as Float64Array;
    // bakery.org (2018) sees the 2012 and 2015 bakery sales, not bakery.com's 2018 sale.
    expect(own[column('rarestWordEarlierSales')]).toBe(2);
    expect(own[column('rarestWordEarlier')]).toBeCloseTo((3 + 4) / 2 - mean, 10);
  });
});
