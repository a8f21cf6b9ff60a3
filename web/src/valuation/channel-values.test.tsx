import type { ChannelValues } from '@domainary/schema/contracts/valuation.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChannelValueCards } from './channel-values.tsx';

const REASON = 'Rarely sold through brokers: under 1% of reported sales of names like this one were brokered';
const channels: ChannelValues = {
  auction: { value: 870, range: { min: 300, max: 2600 }, noValueReason: null },
  marketplace: { value: 6410, range: { min: 1500, max: 30000 }, noValueReason: null },
  brokerage: { value: null, range: null, noValueReason: REASON },
};

describe('ChannelValueCards', () => {
  it('says a channel rarely sells the name instead of a figure, with the reason at hand', () => {
    const { container } = render(
      <ChannelValueCards
        channels={channels}
        headlineChannel="marketplace"
        formatPrice={(usd) => `$${usd}`}
        formatPriceRange={(min, max) => `$${min} - $${max}`}
      />,
    );
    const brokerage = container.querySelector('[data-channel="brokerage"]');
    expect(brokerage?.textContent).toContain('Rarely sold through brokers');
    expect(brokerage?.textContent).not.toContain('80% range');
    expect(screen.getByTitle(REASON).textContent).toBe('Rarely sold through brokers');
    const auction = container.querySelector('[data-channel="auction"]');
    expect(auction?.textContent).toContain('$870');
    expect(auction?.textContent).toContain('80% range $300 - $2600');
  });

  it('shows the channels other than the headline one', () => {
    const { container } = render(
      <ChannelValueCards
        channels={channels}
        headlineChannel="brokerage"
        formatPrice={(usd) => `$${usd}`}
        formatPriceRange={(min, max) => `$${min} - $${max}`}
      />,
    );
    const shown = [...container.querySelectorAll('[data-channel]')].map((card) =>
      card.getAttribute('data-channel'),
    );
    expect(shown).toEqual(['marketplace', 'auction']);
    expect(container.querySelector('[data-channel="marketplace"]')?.textContent).toContain(
      'Marketplace value$6410',
    );
  });
});
