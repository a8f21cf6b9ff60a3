import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';
import { useToast } from './use-toast.ts';

function Probe() {
  const { toasts } = useToast();
  return <output data-testid="stored">{toasts.map((item) => `${item.title}:${item.open}`).join(',')}</output>;
}

describe('toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => {
      dismissToast();
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    vi.useRealTimers();
  });

  it('shows at most one toast: a new one replaces the one on screen', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Domain Copied', description: 'Copied example.com to clipboard' });
      toast({ title: 'Removed from Watchlist', description: 'Domain has been removed from your watchlist.' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Removed from Watchlist');
    expect(screen.queryByText('Domain Copied')).toBeNull();
  });

  it('hides a toast after 5000 ms, not before', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Domains Generated!' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Domains Generated!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Domains Generated!')).toBeNull();
  });

  it('keeps a dismissed toast in the store for 1,000,000 ms, then drops it', () => {
    render(<Probe />);
    act(() => {
      toast({ title: 'Error' }).dismiss();
    });
    expect(screen.getByTestId('stored').textContent).toBe('Error:false');
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(screen.getByTestId('stored').textContent).toBe('Error:false');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('stored').textContent).toBe('');
  });

  it('announces a destructive toast as an alert and closes it from its button', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Generation Failed',
        description: 'Could not generate domain suggestions',
        variant: 'destructive',
      });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not generate domain suggestions');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a toast for 5 seconds and drops a dismissed one after 1,000,000 ms', () => {
    expect([TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([5000, 1_000_000]);
  });
});
