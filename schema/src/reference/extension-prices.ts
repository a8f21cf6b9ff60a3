/**
 * Typical standard retail prices (USD a year) of the extensions the seed registers: what a
 * buyer pays to register an available name, and what registrars renew at outside first-year
 * promotions. Extensions not listed cost the median new gTLD price.
 */
const PRICE_USD: Record<string, number> = {
  com: 11,
  net: 14,
  org: 12,
  info: 18,
  biz: 17,
  us: 9,
  io: 45,
  co: 28,
  ai: 80,
  app: 16,
  dev: 14,
  tech: 45,
  store: 50,
  shop: 35,
  blog: 28,
  online: 32,
  site: 30,
  website: 22,
  agency: 25,
  studio: 28,
  design: 45,
  xyz: 13,
  me: 18,
  tv: 35,
  cc: 12,
  de: 9,
  'co.uk': 9,
  uk: 9,
  ca: 14,
  'com.au': 16,
  au: 16,
  in: 11,
  fr: 11,
  es: 11,
  it: 12,
  nl: 10,
  'co.jp': 40,
  cn: 18,
  'com.br': 12,
  'com.mx': 30,
};
const DEFAULT_PRICE_USD = 25;

export function registrationPrice(extension: string): number {
  // The extension may be a visitor's: only listed ones count, never a name Object carries.
  return Object.hasOwn(PRICE_USD, extension) ? (PRICE_USD[extension] as number) : DEFAULT_PRICE_USD;
}

/** When the table's prices were last compiled; a typical renewal is dated by it. */
const PRICES_AS_OF = 'November 2026';

/**
 * What renewing a name in `extension` typically costs a year, in USD, and where that figure
 * comes from. Registrars renew at their standard retail price, which this table lists; a
 * registry premium renewal (a .club name once classed as premium renewed at $990) is far above
 * it, so an owner's own price always replaces it.
 */
export function typicalRenewal(extension: string): { amount: number; source: string } {
  const amount = registrationPrice(extension);
  const which = Object.hasOwn(PRICE_USD, extension)
    ? `the typical yearly retail price of .${extension}`
    : `the median new-extension price (.${extension} has no price of its own in the table)`;
  return {
    amount,
    source: `Typical, not your registrar's: ${which} in Domainary's extension price table, ${PRICES_AS_OF}`,
  };
}
