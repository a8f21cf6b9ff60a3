/**
 * The limits of a conversion, free of zod so the browser can check a click id without
 * loading a schema library; conversions.ts builds the API contract from them.
 */

/** Orders are priced in the SPEC 9 display currencies only; any other code is a bug or a forgery. */
export const conversionCurrencies = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
  'CNY',
  'INR',
  'BRL',
  'MXN',
] as const;

export const conversionStatuses = ['Accepted', 'Pending', 'Declined'] as const;

/** Above the largest publicly reported domain sale in any of the currencies: a bug or a forgery. */
export const maxConversionAmount = 100_000_000;

/** The affiliate network accepts at most this many line items per order. */
export const maxConversionItems = 100;

// The network keys orders and clicks by these ids: letters, digits and a few separators.
export const orderIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
export const clickIdPattern = /^[A-Za-z0-9_.-]{1,128}$/;
