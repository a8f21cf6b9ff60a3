import type { Lifecycle } from '@domainary/schema/contracts/lifecycle.ts';
import type { WatchlistEntry } from '@domainary/schema/contracts/watchlist.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LifecyclePanel } from './lifecycle-panel.tsx';
import { orderWatchlist } from './watchlist-order.ts';

const offline: Lifecycle = {
  stage: 'unknown',
  since: null,
  checkedAt: null,
  source: 'offline',
  dropWindow: null,
  confidence: 'none',
  basis: 'Not checked (offline)',
  likelyOutcome: 'unknown',
};

function entry(id: number, lifecycle: Partial<Lifecycle>, checkedLessOften = false): WatchlistEntry {
  return {
    id,
    domainId: null,
    dateAdded: '2026-11-01T00:00:00Z',
    domain: {} as WatchlistEntry['domain'],
    lifecycle: { ...offline, ...lifecycle },
    checkedLessOften,
  };
}

const pending: Partial<Lifecycle> = {
  stage: 'pending-delete',
  since: '2026-11-25',
  checkedAt: '2026-11-27T08:00:00Z',
  source: 'rdap: rdap.verisign.com',
  dropWindow: { earliest: '2026-11-29', latest: '2026-11-30' },
  confidence: 'high',
  basis: 'Pending delete first seen Nov 25; .com names leave pending delete after 5 days.',
  likelyOutcome: 'dropped',
};

describe('LifecyclePanel', () => {
  it('shows the stage with its source, where it stands on the strip, the window, its basis and the action now', () => {
    render(<LifecyclePanel entry={entry(1, pending)} />);
    expect(screen.getByTestId('stage').textContent).toContain(
      'Pending delete since Nov 25, 2026 · rdap: rdap.verisign.com, checked',
    );
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Pending delete');
    expect(screen.getByTestId('drop-window').textContent).toBe(
      'Predicted drop: Nov 29, 2026 to Nov 30, 2026 (high confidence)',
    );
    expect(screen.getByText(/leave pending delete after 5 days/)).toBeTruthy();
    expect(screen.getByText('Backorder it to catch the drop')).toBeTruthy();
  });

  it('reads "Not checked (offline)" offline, with no strip and no stage shown as fact', () => {
    render(<LifecyclePanel entry={entry(2, {})} />);
    expect(screen.getByTestId('stage').textContent).toBe('Not checked (offline)');
    expect(screen.queryByRole('list', { name: 'Lifecycle' })).toBeNull();
  });

  it('says a renewed name was renewed, and a name the radar is behind on is checked less often', () => {
    render(
      <LifecyclePanel
        entry={entry(
          3,
          {
            ...pending,
            stage: 'registered',
            dropWindow: null,
            likelyOutcome: 'renewed',
            basis: 'Renewed in grace.',
          },
          true,
        )}
      />,
    );
    expect(screen.getByText('Outcome: renewed by its holder')).toBeTruthy();
    expect(screen.getByText(/Checked less often/)).toBeTruthy();
  });
});

describe('orderWatchlist', () => {
  it('puts the soonest predicted drop first and names without a prediction after, in list order', () => {
    const later = entry(1, { ...pending, dropWindow: { earliest: '2027-01-01', latest: '2027-01-20' } });
    const none = entry(2, {});
    const soon = entry(3, pending);
    const alsoNone = entry(4, {});
    expect(orderWatchlist([later, none, soon, alsoNone], 'drop').map((e) => e.id)).toEqual([3, 1, 2, 4]);
    expect(orderWatchlist([later, none, soon, alsoNone], 'added').map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });
});
