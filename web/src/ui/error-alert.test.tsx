import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-request.ts';
import { ErrorAlert } from './error-alert.tsx';
import { Spinner } from './spinner.tsx';

const refused = new ApiRequestError(
  400,
  JSON.stringify({ error: { code: 'invalid_request', message: 'minPrice: must not exceed maxPrice' } }),
);

describe('ErrorAlert', () => {
  it("says the API's own message under the screen's title", () => {
    render(
      <ErrorAlert title="Failed to load watchlist" error={refused} fallback="Please try again later." />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to load watchlist minPrice: must not exceed maxPrice',
    );
  });

  it('says the plain fallback for a failure whose body is not the API speaking', () => {
    render(
      <ErrorAlert
        title="Failed to load watchlist"
        error={new ApiRequestError(502, '<html>Bad gateway</html>')}
        fallback="Please try again later."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to load watchlist Please try again later.');
    render(
      <ErrorAlert error={new TypeError('Failed to fetch')} fallback="The valuation could not be loaded." />,
    );
    expect(screen.getAllByRole('alert')[1]?.textContent).toBe('The valuation could not be loaded.');
  });

  it('shows a sentence already written for the visitor as it is', () => {
    render(<ErrorAlert message="Paste at most 500 names; you pasted 501." />);
    expect(screen.getByRole('alert').textContent).toBe('Paste at most 500 names; you pasted 501.');
  });
});

describe('Spinner', () => {
  it('is an announced status when it names what is loading, and hidden from screen readers when not', () => {
    render(
      <>
        <Spinner size="lg" label="Loading watchlist" />
        <button type="button">
          <Spinner size="sm" />
          Saving
        </button>
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading watchlist' }).className).toBe(
      'loading loading-spinner loading-lg',
    );
    expect(screen.queryAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Saving' })).toBeTruthy();
  });
});
