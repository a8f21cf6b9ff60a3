import { type CurrencyCode, isCurrencyCode } from '@domainary/schema/reference/currencies.ts';
import { detectCurrency } from './detect-currency.ts';

const preferredCurrencyKey = 'preferredCurrency';
const currencyChangedEvent = 'currency-changed';

declare global {
  interface WindowEventMap {
    [currencyChangedEvent]: CustomEvent<CurrencyCode>;
  }
}

function storedCurrency(): CurrencyCode | null {
  try {
    const stored = localStorage.getItem(preferredCurrencyKey);
    return isCurrencyCode(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy modes); the browser language still decides.
    return null;
  }
}

// Kept in memory too, so a choice holds for this page even where storage is blocked.
let chosenOnThisPage: CurrencyCode | null = null;
let detected: CurrencyCode | null = null;

/** The visitor's stored choice, else the currency of the browser language (detected once per page). */
export function preferredCurrency(): CurrencyCode {
  const choice = storedCurrency() ?? chosenOnThisPage;
  if (choice) return choice;
  detected ??= detectCurrency();
  return detected;
}

/** Stores the visitor's choice and announces it with a `currency-changed` window event. */
export function choosePreferredCurrency(code: CurrencyCode): void {
  chosenOnThisPage = code;
  try {
    localStorage.setItem(preferredCurrencyKey, code);
  } catch (error) {
    console.warn('Could not store the preferred currency; it applies to this page only.', error);
  }
  window.dispatchEvent(new CustomEvent(currencyChangedEvent, { detail: code }));
}

/** Calls back on a choice made in this tab (event) or in another tab (storage). */
export function subscribeToPreferredCurrency(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === preferredCurrencyKey) onChange();
  };
  window.addEventListener(currencyChangedEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(currencyChangedEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
