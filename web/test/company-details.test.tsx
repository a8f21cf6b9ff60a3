import type { Company } from '@domainary/schema/contracts/companies.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../src/api/swr-config.ts';
import { CompanyDetailsDialog } from '../src/companies/company-details-dialog.tsx';

const company: Company = {
  id: 7,
  name: 'Keller Logistics GmbH',
  website: 'kellerlogistics.de',
  industry: 'Logistics',
  country: 'Germany',
  rank: 1234,
  yearFounded: 1998,
  employees: 420,
  revenue: { amount: 51_000_000, currency: 'EUR' },
  description: 'Keller Logistics GmbH is a logistics company based in Germany.',
  dateAdded: '2024-03-02',
  recordSource: { kind: 'sample', importedFrom: null },
  rankSource: { kind: 'sample', importedFrom: null },
};

function renderDialog(answers: Record<string, Response | (() => Response)>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected request ${path}`);
      return typeof answer === 'function' ? answer() : answer.clone();
    }),
  );
  // happy-dom has no modal <dialog>; the tabs are what is under test here.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <CompanyDetailsDialog company={company} onClose={() => {}} onSearchSimilar={() => {}} />
    </SWRConfig>,
  );
}

describe('Company Details', () => {
  it('shows the overview, then the empty states of both lists', async () => {
    renderDialog({
      '/api/companies/7/domains': Response.json([]),
      '/api/companies/7/domain-check-results': Response.json([]),
    });
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('€51,000,000')).toBeTruthy();
    expect(screen.getByText('#1,234')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Domains' }));
    expect(await screen.findByText('No domain information available')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Check Results' }));
    expect(await screen.findByText('No domain check results available')).toBeTruthy();
  });

  it('says which company fetch failed', async () => {
    renderDialog({
      '/api/companies/7/domains': () => new Response('boom', { status: 500 }),
      '/api/companies/7/domain-check-results': () => new Response('boom', { status: 500 }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Domains' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch company domains');
    fireEvent.click(screen.getByRole('tab', { name: 'Check Results' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch domain check results');
  });
});
