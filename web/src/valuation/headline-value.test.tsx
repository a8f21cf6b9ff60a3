import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Headline } from './headline.ts';
import { HeadlineValue } from './headline-value.tsx';

const chance = {
  perYear: 0.004,
  basis: 'About 0.4% a year for names like this one',
  source: 'NamePros (2019)',
};
const valued: Headline = {
  value: 6410,
  range: { min: 1500, max: 30000 },
  rangeNote: null,
  channel: 'marketplace',
  saleChance: chance,
  noValueReason: null,
};

describe('HeadlineValue', () => {
  it('labels the value with its channel, with the range and the chance to sell beside it', () => {
    const { container } = render(<HeadlineValue headline={{ ...valued, channel: 'brokerage' }} />);
    expect(container.querySelector('[data-headline="brokerage"]')?.textContent).toContain('Brokered value');
    expect(container.querySelector('[data-headline-value]')?.textContent).toBe('$6,410');
    expect(container.querySelector('[data-headline-range]')?.textContent).toBe('80% range $1,500 - $30,000');
    expect(container.querySelector('[data-sale-chance]')?.textContent).toBe(
      'Est. chance to sell in a year: about 0.4%',
    );
    fireEvent.focus(screen.getByRole('button', { name: 'How the chance to sell is estimated' }));
    const tip = screen.getByRole('tooltip').textContent;
    expect(tip).toContain(chance.basis);
    expect(tip).toContain('it cannot know whether the name is listed for sale, or where');
    expect(tip).toContain(chance.source);
  });

  it('says why a range is wider than usual', () => {
    const note = 'Wider than usual: only 41 of 20,460 reported sales are names shaped like this one';
    const { container } = render(<HeadlineValue headline={{ ...valued, rangeNote: note }} />);
    expect(container.querySelector('[data-range-note]')?.textContent).toBe(`${note}.`);
  });

  it('says in words why a name has no number, and gives no range or chance', () => {
    const reason =
      'Names like this rarely sell: only 3 of 20,460 reported sales have six consonants in a row';
    const { container } = render(
      <HeadlineValue
        headline={{ ...valued, value: null, range: null, saleChance: null, noValueReason: reason }}
      />,
    );
    expect(container.querySelector('[data-headline-value]')?.textContent).toBe('No value given');
    expect(container.querySelector('[data-no-value-reason]')?.textContent).toBe(`${reason}.`);
    expect(container.querySelector('[data-headline-range]')).toBeNull();
    expect(container.querySelector('[data-sale-chance]')).toBeNull();
  });
});
