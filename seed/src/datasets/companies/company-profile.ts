import { currencyByCode, isCurrencyCode } from '@domainary/schema/reference/currencies.ts';
import type { Random } from '@domainary/schema/testing/seeded-random.ts';
import type { DirectoryIndustry } from './company-industries.ts';
import type { Country } from './countries.ts';
import { BUZZ } from './vocabulary.ts';

const EURO_AREA = new Set([
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
]);
const NATIONAL_CURRENCY: Record<string, string> = {
  GB: 'GBP',
  JP: 'JPY',
  CA: 'CAD',
  AU: 'AUD',
  CN: 'CNY',
  IN: 'INR',
  BR: 'BRL',
  MX: 'MXN',
};

/** Companies report revenue in their home currency when the product can display it, else USD. */
function revenueCurrency(countryCode: string): string {
  if (EURO_AREA.has(countryCode)) return 'EUR';
  const code = NATIONAL_CURRENCY[countryCode];
  return code && isCurrencyCode(code) ? code : 'USD';
}

/**
 * Head count falls with rank on a log scale (rank 1 around 200,000 people, rank 1,000,000
 * a few dozen) with log-normal scatter, so the distribution has the heavy tail of real ones.
 */
export function employeesAt(rank: number, random: Random): number {
  return Math.max(1, Math.round(10 ** (5.3 - 0.65 * Math.log10(rank) + 0.45 * random.normal())));
}

/** Large companies are older; the long tail is mostly founded since 1980, most recently. */
export function foundingYear(rank: number, random: Random): number {
  const established = Math.min(0.6, 0.08 + 0.5 / Math.log10(rank + 9));
  if (random.chance(established)) return 1850 + Math.floor(random.float() ** 0.8 * 130);
  return 2023 - Math.floor(44 * random.float() ** 1.4);
}

/** Revenue from head count times a log-normal revenue per employee, in the home currency. */
export function revenue(
  employees: number,
  countryCode: string,
  random: Random,
): { amount: number; currency: string } {
  const perEmployeeUsd = 10 ** (5.25 + 0.3 * random.normal());
  const currency = revenueCurrency(countryCode);
  const rate = isCurrencyCode(currency) ? currencyByCode(currency).rate : 1;
  const amount = employees * perEmployeeUsd * rate;
  // Reported figures are rounded to three significant digits.
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 2);
  return { amount: Math.round(amount / unit) * unit, currency };
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export function description(
  name: string,
  industry: DirectoryIndustry,
  country: Country,
  yearFounded: number,
  random: Random,
): string {
  const offering = `${random.pick(BUZZ.adjectives)} ${random.pick(BUZZ.nouns)}`;
  const catchPhrase = `${random.pick(BUZZ.catchAdjectives)} ${random.pick(BUZZ.descriptors)} ${random.pick(BUZZ.catchNouns)}`;
  const sector = industry.label.toLowerCase();
  return `${name} is ${article(sector)} ${sector} company based in ${country.name}, founded in ${yearFounded}. It helps customers ${random.pick(BUZZ.verbs)} ${offering} through ${article(catchPhrase)} ${catchPhrase.toLowerCase()}.`;
}
