import { industries } from '@domainary/schema/contracts/industry-choices.ts';
import { SIMULATOR_EXTENSIONS, type SimulatorRequest } from '@domainary/schema/contracts/valuation.ts';
import type { CurrencyCode } from '@domainary/schema/reference/currencies.ts';

export type SimulatorExtension = (typeof SIMULATOR_EXTENSIONS)[number];
export type SimulatorIndustry = SimulatorRequest['industry'];

/** The simulator's 25 extensions, in the contract's order. */
export const simulatorExtensions: readonly SimulatorExtension[] = SIMULATOR_EXTENSIONS;

export function isSimulatorExtension(value: string): value is SimulatorExtension {
  return (SIMULATOR_EXTENSIONS as readonly string[]).includes(value);
}

/** Display names of the industry ids; the generator's select shows the same names. */
export const industryNames: Record<SimulatorIndustry, string> = {
  general: 'General',
  tech: 'Technology',
  finance: 'Finance',
  health: 'Health & Wellness',
  education: 'Education',
  ecommerce: 'E-commerce',
  food: 'Food & Beverage',
  travel: 'Travel',
  fashion: 'Fashion',
  sports: 'Sports',
  media: 'Media',
  realestate: 'Real Estate',
  automotive: 'Automotive',
  gaming: 'Gaming',
  art: 'Art & Design',
  legal: 'Legal',
  crypto: 'Crypto',
  social: 'Social',
  marketing: 'Marketing',
  insurance: 'Insurance',
  energy: 'Energy',
  entertainment: 'Entertainment',
  business: 'Business',
};

/** The simulator's 23 industries with the names the selector shows. */
export const simulatorIndustries: readonly { id: SimulatorIndustry; name: string }[] = industries.map(
  (id) => ({ id, name: industryNames[id] }),
);

/** The name of an industry the server reports; an id the selector does not know shows as it is. */
export function industryName(id: string): string {
  return Object.hasOwn(industryNames, id) ? industryNames[id as SimulatorIndustry] : id;
}

/** The simulator's own currency selector (default GBP), separate from the header's choice. */
export const simulatorCurrencies: readonly CurrencyCode[] = ['USD', 'GBP', 'EUR', 'CAD', 'AUD', 'JPY'];
export const defaultSimulatorCurrency: CurrencyCode = 'GBP';
