import { type CurrencyCode, fallbackCurrency } from '@domainary/schema/reference/currencies.ts';

// Region-specific tags win over the bare language: es-MX pays in pesos although es is euros.
const byLanguageAndRegion: Readonly<Record<string, CurrencyCode>> = {
  'en-US': 'USD',
  'en-GB': 'GBP',
  'en-CA': 'CAD',
  'en-AU': 'AUD',
  'en-IN': 'INR',
  'pt-BR': 'BRL',
  'es-MX': 'MXN',
};

const byLanguage: Readonly<Record<string, CurrencyCode>> = {
  ja: 'JPY',
  zh: 'CNY',
  de: 'EUR',
  fr: 'EUR',
  es: 'EUR',
  it: 'EUR',
  hi: 'INR',
};

/**
 * The display currency for a BCP 47 language tag, USD when no rule matches; throws a RangeError
 * for a malformed tag.
 */
export function currencyForLanguage(tag: string): CurrencyCode {
  const { language, region } = new Intl.Locale(tag);
  const regional = `${language}-${region}`;
  if (Object.hasOwn(byLanguageAndRegion, regional)) return byLanguageAndRegion[regional] as CurrencyCode;
  return Object.hasOwn(byLanguage, language) ? (byLanguage[language] as CurrencyCode) : fallbackCurrency;
}

/** The currency the browser language suggests; any failure is logged and falls back to USD. */
export function detectCurrency(): CurrencyCode {
  try {
    return currencyForLanguage(navigator.language);
  } catch (error) {
    console.error('Could not detect a display currency from the browser language; using USD.', error);
    return fallbackCurrency;
  }
}
