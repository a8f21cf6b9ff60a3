import { describe, expect, it } from 'vitest';
import { CHANNELS } from './features.ts';
import { asOfShift } from './market-index.ts';
import { blendWithSale, ownSaleBlend } from './own-sale-value.ts';
import { ownSalesOf } from './own-sales.ts';
import { salesIndex } from './sales-index.ts';
import { channelValueOf, valueName } from './value-name.ts';

const split = (domain: string) => {
  const dot = domain.indexOf('.');
  return [domain.slice(0, dot), domain.slice(dot + 1)] as const;
};

/** Every 20th name the shipped sales index holds (dearest first), and the three famous sales. */
const soldNames = [
  ...new Set([
    'voice.com',
    'carinsurance.com',
    'hotels.com',
    ...salesIndex()
      .sales.map(([domain]) => domain)
      .filter((_, k) => k % 20 === 0),
  ]),
];

describe("a name's own reported sales", () => {
  it('put the famous sales in the millions through the channel they sold in', () => {
    for (const domain of ['voice.com', 'carinsurance.com', 'hotels.com']) {
      const [label, extension] = split(domain);
      const valuation = valueName(label, extension);
      const sale = ownSalesOf(domain)[0];
      expect(sale?.channel, domain).toBe('brokerage');
      expect(valuation.channels.brokerage.value, domain).toBeGreaterThanOrEqual(1_000_000);
      // The headline is the channel it sold through.
      expect(valuation.headlineChannel, domain).toBe('brokerage');
      expect(valuation.estimatedValue, domain).toBe(valuation.channels.brokerage.value);
      expect(valuation.valueRange, domain).toEqual(valuation.channels.brokerage.range);
    }
  });

  it("keep the sale's own price, carried by its channel's index, inside the range of that channel", () => {
    let checked = 0;
    for (const domain of soldNames) {
      const [label, extension] = split(domain);
      const sale = ownSalesOf(domain)[0];
      if (!sale) continue;
      const { value, range } = channelValueOf(label, extension, sale.channel);
      const carried = 10 ** (Math.log10(sale.price) - asOfShift(sale.channel, sale.year));
      expect(value, domain).not.toBeNull();
      expect(range?.min, domain).toBeLessThanOrEqual(value as number);
      expect(range?.max, domain).toBeGreaterThanOrEqual(value as number);
      // Whole dollars round the range's ends: a price on an end may round a dollar past it.
      expect(range?.min, domain).toBeLessThanOrEqual(carried * 1.001 + 1);
      expect(range?.max, domain).toBeGreaterThanOrEqual(carried * 0.999 - 1);
      checked++;
    }
    expect(checked).toBeGreaterThan(900);
  }, 60_000);

  it('name the sale in the first line of the explanation, with how its channel has moved since', () => {
    const [first] = valueName('voice', 'com').explanation;
    expect(first?.factor).toBe('own sale');
    expect(first?.text).toMatch(
      /^Sold for \$30,000,000 in 2019 through a broker; brokered names like it have (moved|risen|fallen) about \d+% since\./,
    );
  });

  it('give every route the same figure: one channel alone or the whole valuation', () => {
    for (const domain of ['voice.com', 'hotels.com', 'xh.com', 'wine.com', 'insure.com']) {
      const [label, extension] = split(domain);
      for (const asOf of [undefined, 2010, 2020]) {
        const whole = valueName(label, extension, asOf);
        for (const channel of CHANNELS) {
          expect(channelValueOf(label, extension, channel, asOf), `${domain} ${channel} ${asOf}`).toEqual(
            whole.channels[channel],
          );
        }
      }
    }
  });

  it('count only the sales up to the year asked: before its sale a name is valued by the model alone', () => {
    const before = valueName('voice', 'com', 2018);
    expect(before.explanation.some((e) => e.factor === 'own sale')).toBe(false);
    expect(before.headlineChannel).toBe('marketplace');
    expect(before.channels.marketplace.value as number).toBeLessThan(
      valueName('voice', 'com', 2019).channels.marketplace.value as number,
    );
  });

  it("lean less on an older sale and widen the sale's range with its age", () => {
    const sale = (year: number) => ({ price: 100_000, year, channel: 'brokerage' as const });
    const recent = blendWithSale(sale(2023), 4, 2024);
    const old = blendWithSale(sale(2003), 4, 2024);
    expect(ownSaleBlend.saleVariance.perYear).toBeGreaterThan(0);
    expect(old.weight).toBeLessThan(recent.weight);
    expect(old.range[2] - old.range[0]).toBeGreaterThan(recent.range[2] - recent.range[0]);
    // The blend lies between the model (log10 4) and the sale (log10 5).
    for (const anchor of [recent, old]) {
      expect(anchor.range[1]).toBeGreaterThan(4);
      expect(anchor.range[1]).toBeLessThan(5);
    }
  });
});
