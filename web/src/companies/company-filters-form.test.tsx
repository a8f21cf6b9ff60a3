import { fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../api/swr-config.ts';
import { CompanyFiltersForm } from './company-filters-form.tsx';
import { emptyCompanySearch } from './company-search-params.ts';

function renderForm() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ industries: ['Software'], countries: ['Germany'] })),
  );
  const onSearch = vi.fn();
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <CompanyFiltersForm initial={emptyCompanySearch} onSearch={onSearch} />
    </SWRConfig>,
  );
  const search = (keyword: string) => {
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: keyword } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  };
  return { onSearch, search };
}

describe('the company keyword field', () => {
  it('says why a keyword cannot be searched, and sends nothing', () => {
    const { onSearch, search } = renderForm();
    search('a.a a.a a.a');
    expect(screen.getByRole('alert').textContent).toContain('Use a word of two letters or more');
    expect(screen.getByLabelText('Keyword').getAttribute('aria-invalid')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches a keyword it can, clearing the message', () => {
    const { onSearch, search } = renderForm();
    search(Array(8).fill('co').join('-'));
    expect(screen.getByRole('alert').textContent).toContain('at most 4');
    search('https://www.acme-labs.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ q: 'https://www.acme-labs.com', page: 1 }),
    );
  });
});

describe('the company ranges', () => {
  it.each([
    [
      'Min employees',
      '1000',
      'Max employees',
      '100',
      'Min employees (1000) is more than Max employees (100)',
    ],
    [
      'Founded after',
      '2010',
      'Founded before',
      '1990',
      'Founded after (2010) is later than Founded before (1990)',
    ],
  ])(
    'say in plain words that %s is past the other end, and send nothing',
    (low, lowValue, high, highValue, said) => {
      const { onSearch } = renderForm();
      fireEvent.change(screen.getByLabelText(low), { target: { value: lowValue } });
      fireEvent.change(screen.getByLabelText(high), { target: { value: highValue } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.getByRole('alert').textContent).toContain(said);
      expect(onSearch).not.toHaveBeenCalled();
      fireEvent.change(screen.getByLabelText(high), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(onSearch).toHaveBeenCalledTimes(1);
    },
  );
});
