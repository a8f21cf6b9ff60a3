import type { Company } from '@domainary/schema/contracts/companies.ts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../api/swr-config.ts';
import { CompanyDetailsDialog } from './company-details-dialog.tsx';

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

function renderDialog(answers: Record<string, Response | (() => Response)>, shown: Company = company) {
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
      <CompanyDetailsDialog company={shown} onClose={() => {}} onSearchSimilar={() => {}} />
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
    expect(screen.queryByText('€51,000,000')).not.toBeNull();
    expect(screen.queryByText('#1,234')).not.toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Domains' }));
    await waitFor(() => expect(screen.queryByText('No domain information available')).not.toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Check Results' }));
    await waitFor(() => expect(screen.queryByText('No domain check results available')).not.toBeNull());
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

  it('labels a generated company and its seeded checks as sample data, linking to how real data is loaded', async () => {
    renderDialog({
      '/api/companies/7/domains': Response.json([]),
      '/api/companies/7/domain-check-results': Response.json([
        {
          id: 1,
          domainName: 'kellerlogistics.de',
          isAvailable: false,
          registrar: 'DENIC',
          lastChecked: '2026-05-01T00:00:00Z',
          source: 'sample',
        },
      ]),
    });
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Sample data: these companies, their details and ranks are generated');
    expect(within(note).getByRole('link', { name: 'How to load real data' }).getAttribute('href')).toBe(
      '/about#sample-data',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Check Results' }));
    await waitFor(() =>
      expect(screen.queryByText(/rows marked sample data are generated offline/)).not.toBeNull(),
    );
    expect(
      screen.queryByRole('cell', { name: 'Sample data (offline), not checked with a registry' }),
    ).not.toBeNull();
    // A sample answer was never checked: no date beside it.
    expect(screen.queryByRole('cell', { name: 'Not checked' })).not.toBeNull();
    expect(screen.queryByRole('cell', { name: /2026/ })).toBeNull();
  });

  it('shows no sample-data note for an imported company, and names generated ranks alone', () => {
    const imported = { kind: 'import' as const, importedFrom: 'companies top.csv' };
    const { unmount } = renderDialog(
      {
        '/api/companies/7/domains': Response.json([]),
        '/api/companies/7/domain-check-results': Response.json([]),
      },
      { ...company, recordSource: imported, rankSource: imported },
    );
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    renderDialog(
      {
        '/api/companies/7/domains': Response.json([]),
        '/api/companies/7/domain-check-results': Response.json([]),
      },
      { ...company, recordSource: imported },
    );
    expect(screen.getByRole('note').textContent).toContain(
      'these ranks are generated, not a real popularity list',
    );
  });
});
