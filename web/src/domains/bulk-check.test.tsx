import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BulkCheck } from './bulk-check.tsx';

function checkAnswering(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  render(<BulkCheck />);
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'brightpath.io\ncoffeehub.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Check names' }));
}

describe('bulk check failures', () => {
  it("shows a refused check (429) as the API's sentence, not the response body", async () => {
    const body = { error: { code: 'rate_limited', message: 'Too many requests. Try again in 60 seconds.' } };
    checkAnswering(Response.json(body, { status: 429 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The check failed. Too many requests. Try again in 60 seconds.');
    expect(alert.textContent).not.toContain('{');
  });

  it('shows a 429 without the API error JSON as a plain sentence', async () => {
    checkAnswering(new Response('rate limited', { status: 429 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The check failed. Too many requests right now. Please wait a minute and try again.',
    );
  });
});
