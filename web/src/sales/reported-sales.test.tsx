import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparableSalesTable } from '../valuation/index.ts';
import { ReportedSales } from './reported-sales.tsx';
import { soldForText } from './sale-labels.ts';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

describe("a name's own reported sales", () => {
  it('read as the price and year reported, and how the name sold', () => {
    const sale = { price: 30_000_000, year: 2019, venue: null, channel: 'brokerage' } as const;
    expect(soldForText(sale, usd)).toBe('Sold for $30,000,000 (2019, brokered)');
    expect(soldForText({ ...sale, price: 9_500, year: 2021, channel: 'auction' }, usd)).toBe(
      'Sold for $9,500 (2021, at auction)',
    );
    expect(soldForText({ ...sale, price: 4_000, year: 2012, channel: 'marketplace' }, usd)).toBe(
      'Sold for $4,000 (2012, through a marketplace)',
    );
  });

  it('are listed latest first with their venue, and say they are not adjusted', () => {
    render(
      <ReportedSales
        sales={[
          {
            price: 30_000_000,
            year: 2019,
            venue: 'private (MicroStrategy to Block.one)',
            channel: 'brokerage',
          },
          { price: 4_000, year: 2012, venue: null, channel: 'marketplace' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Reported sales' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Sold for $30,000,000 (2019, brokered) · venue: private (MicroStrategy to Block.one)',
      'Sold for $4,000 (2012, through a marketplace)',
    ]);
    expect(section.textContent).toContain("not adjusted to today's money");
  });

  it('show nothing for a name with none', () => {
    const { container } = render(<ReportedSales sales={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('a comparable sale', () => {
  it("shows the sale's own price, year and channel before the figure its channel's index carries it to, labelled with that basis", () => {
    render(
      <ComparableSalesTable
        rows={[
          {
            domain: 'bakery.com',
            price: 1_200,
            channel: 'auction',
            adjusted: { price: 1_215, basis: '2020 auction prices' },
            when: '2018',
            reason: "shares 'bakery'",
            similarity: 90,
          },
          {
            domain: 'voice.com',
            price: 30_000_000,
            channel: 'brokerage',
            adjusted: null,
            when: '2019',
            reason: "shares 'voice'",
            similarity: 80,
          },
        ]}
        formatPrice={usd}
      />,
    );
    const table = screen.getByRole('table', { name: 'Comparable sales' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Domain', 'Sold for', 'When', 'Adjusted (est.)']);
    const rows = within(table).getAllByRole('row').slice(1);
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cellsOf(rows[0] as HTMLElement).slice(0, 3)).toEqual([
      '$1,200',
      '2018 auction',
      '≈ $1,215 in 2020 auction prices',
    ]);
    // No change measured: the sale's own price stands alone, with no adjusted figure beside it.
    expect(cellsOf(rows[1] as HTMLElement).slice(0, 3)).toEqual(['$30,000,000', '2019 brokerage', '—']);
  });
});
