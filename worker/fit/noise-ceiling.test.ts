import { describe, expect, it } from 'vitest';
import { noiseCeiling } from './noise-ceiling.ts';
import { saleOf as sale } from './sale-fixture.ts';

describe('noiseCeiling', () => {
  it('orders names by their earlier sale within a channel, from names sold twice in it', () => {
    const sales = [
      // Auction: the earlier prices order the later ones exactly.
      sale('a.com', 100, 2010, 'auction'),
      sale('a.com', 150, 2014, 'auction'),
      sale('b.com', 1000, 2011, 'auction'),
      sale('b.com', 1200, 2015, 'auction'),
      sale('c.com', 10000, 2012, 'auction'),
      sale('c.com', 9000, 2016, 'auction'),
      // Marketplace: the earlier prices order the later ones backwards.
      sale('d.com', 100, 2010, 'marketplace'),
      sale('d.com', 5000, 2014, 'marketplace'),
      sale('e.com', 1000, 2011, 'marketplace'),
      sale('e.com', 500, 2015, 'marketplace'),
      sale('f.com', 10000, 2012, 'marketplace'),
      sale('f.com', 50, 2016, 'marketplace'),
      // Sold once, or twice in different channels: not a repeat within one channel.
      sale('g.com', 700, 2012, 'brokerage'),
      sale('h.com', 700, 2012, 'brokerage'),
      sale('h.com', 900, 2013, 'auction'),
    ];
    const logPrice = Float64Array.from(sales, (s) => Math.log10(s.price));
    // A model that gets the later auction sales backwards, the marketplace ones right.
    const heldOut = Float64Array.from(sales, (s) => (s.channel === 'auction' ? -1 : 1) * Math.log10(s.price));
    const ceiling = noiseCeiling(sales, logPrice, heldOut);
    expect(ceiling.auction).toEqual({ names: 3, earlierSalePairs: 1, modelPairs: 0 });
    expect(ceiling.marketplace).toEqual({ names: 3, earlierSalePairs: 0, modelPairs: 1 });
    expect(ceiling.brokerage).toEqual({ names: 0, earlierSalePairs: null, modelPairs: null });
  });
});
