import {
  type Currency,
  type CurrencyCode,
  currencyByCode,
  fallbackCurrency,
} from '@domainary/schema/reference/currencies.ts';
import { useCallback, useSyncExternalStore } from 'react';
import { formatPrice, formatPriceRange } from './format-price.ts';
import {
  choosePreferredCurrency,
  preferredCurrency,
  subscribeToPreferredCurrency,
} from './preferred-currency.ts';

export type CurrencyState = {
  currency: Currency;
  setCurrency: (code: CurrencyCode) => void;
  /** A USD amount in the display currency ('N/A' when missing). */
  formatPrice: (usd: number | null | undefined) => string;
  /** A USD range in the display currency ('low - high', one price, or 'N/A'). */
  formatPriceRange: (low: number | null | undefined, high: number | null | undefined) => string;
};

const serverCurrency = (): CurrencyCode => fallbackCurrency;

/** The display currency, shared by every component and kept in sync across tabs. */
export function useCurrency(): CurrencyState {
  // Pre-rendered pages are built in the fallback currency; hydration starts from it and then
  // switches to the visitor's own, so server and client markup agree.
  const code = useSyncExternalStore(subscribeToPreferredCurrency, preferredCurrency, serverCurrency);
  const currency = currencyByCode(code);
  return {
    currency,
    setCurrency: choosePreferredCurrency,
    formatPrice: useCallback((usd: number | null | undefined) => formatPrice(usd, currency), [currency]),
    formatPriceRange: useCallback(
      (low: number | null | undefined, high: number | null | undefined) =>
        formatPriceRange(low, high, currency),
      [currency],
    ),
  };
}
