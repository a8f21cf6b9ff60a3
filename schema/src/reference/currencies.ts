/**
 * The ten display currencies with their fixed rates from USD. Prices arrive in USD and
 * are converted with these rates only; there is deliberately no live exchange data.
 * Symbols follow the en-US narrow forms so that dollar and yen variants stay distinct.
 */
export const currencies = [
  { code: 'USD', symbol: '$', rate: 1 },
  { code: 'EUR', symbol: '€', rate: 0.91 },
  { code: 'GBP', symbol: '£', rate: 0.77 },
  { code: 'JPY', symbol: '¥', rate: 153.12 },
  { code: 'CAD', symbol: 'CA$', rate: 1.36 },
  { code: 'AUD', symbol: 'A$', rate: 1.5 },
  { code: 'CNY', symbol: 'CN¥', rate: 7.23 },
  { code: 'INR', symbol: '₹', rate: 83.47 },
  { code: 'BRL', symbol: 'R$', rate: 5.08 },
  { code: 'MXN', symbol: 'MX$', rate: 16.73 },
] as const;

export type Currency = (typeof currencies)[number];
export type CurrencyCode = Currency['code'];

export const fallbackCurrency: CurrencyCode = 'USD';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return currencies.some((currency) => currency.code === value);
}

export function currencyByCode(code: CurrencyCode): Currency {
  return currencies.find((currency) => currency.code === code) ?? currencies[0];
}
