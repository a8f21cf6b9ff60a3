import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Detection is cached per page load, so each test loads the modules afresh.
async function load() {
  vi.resetModules();
  const store = await import('./preferred-currency.ts');
  const { useCurrency } = await import('./use-currency.ts');
  return { ...store, useCurrency };
}

describe('preferred currency', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ja-JP');
  });

  it('uses the browser language when nothing is stored', async () => {
    const { preferredCurrency } = await load();
    expect(preferredCurrency()).toBe('JPY');
  });

  it('prefers a stored choice over the browser language', async () => {
    localStorage.setItem('preferredCurrency', 'GBP');
    const { preferredCurrency } = await load();
    expect(preferredCurrency()).toBe('GBP');
  });

  it('ignores a stored value that is not a supported currency', async () => {
    localStorage.setItem('preferredCurrency', 'XYZ');
    const { preferredCurrency } = await load();
    expect(preferredCurrency()).toBe('JPY');
  });

  it("stores a choice under 'preferredCurrency' and announces it with 'currency-changed'", async () => {
    const { choosePreferredCurrency } = await load();
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('currency-changed', listener);
    choosePreferredCurrency('EUR');
    window.removeEventListener('currency-changed', listener);
    expect(localStorage.getItem('preferredCurrency')).toBe('EUR');
    expect(heard).toEqual(['EUR']);
  });

  it('keeps a choice for the page when storage is blocked', async () => {
    const { choosePreferredCurrency, preferredCurrency } = await load();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    choosePreferredCurrency('INR');
    expect(preferredCurrency()).toBe('INR');
  });
});

describe('useCurrency', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
  });

  it('re-renders every user of the hook when a currency is chosen', async () => {
    const { useCurrency } = await load();
    const first = renderHook(() => useCurrency());
    const second = renderHook(() => useCurrency());
    expect(first.result.current.formatPrice(2000)).toBe('$2,000');

    act(() => first.result.current.setCurrency('EUR'));

    expect(second.result.current.currency.code).toBe('EUR');
    expect(second.result.current.formatPrice(2000)).toBe('€1,820');
    expect(second.result.current.formatPriceRange(1000, 2000)).toBe('€910 - €1,820');
  });

  it('follows a choice made in another tab', async () => {
    const { useCurrency } = await load();
    const { result } = renderHook(() => useCurrency());
    act(() => {
      localStorage.setItem('preferredCurrency', 'CAD');
      window.dispatchEvent(new StorageEvent('storage', { key: 'preferredCurrency', newValue: 'CAD' }));
    });
    expect(result.current.currency).toEqual({ code: 'CAD', symbol: 'CA$', rate: 1.36 });
  });
});
