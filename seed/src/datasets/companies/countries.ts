import { weightedPicker } from '@domainary/schema/testing/seeded-random.ts';
import tlds from 'tlds/index.json' with { type: 'json' };

export interface Country {
  code: string;
  name: string;
  /** The extension companies there register (co.uk, com.au...). */
  ccTld: string;
}

/**
 * Where a global top-companies directory finds its companies: the largest economies and
 * startup hubs carry most of them; every other country and territory with a ccTLD shares
 * the rest.
 */
const HEAD_WEIGHTS: Record<string, number> = {
  US: 34,
  GB: 7,
  DE: 5,
  IN: 5,
  CN: 3.5,
  CA: 3.5,
  FR: 3.5,
  AU: 2.5,
  BR: 2.5,
  JP: 2.5,
  NL: 2,
  ES: 2,
  IT: 2,
  SE: 1.2,
  CH: 1.2,
  MX: 1.2,
  SG: 1,
  KR: 1,
  IL: 0.9,
  IE: 0.8,
  PL: 0.8,
  BE: 0.7,
  DK: 0.6,
  NO: 0.6,
  FI: 0.5,
  AT: 0.5,
  ZA: 0.5,
  NG: 0.4,
  TR: 0.5,
  ID: 0.4,
  AE: 0.5,
  NZ: 0.4,
  PT: 0.4,
  AR: 0.4,
};
const TAIL_WEIGHT = 0.04;
/** Registries that sell companies a commercial second level rather than the bare code. */
const SECOND_LEVEL: Record<string, string> = {
  GB: 'co.uk',
  AU: 'com.au',
  BR: 'com.br',
  NZ: 'co.nz',
  ZA: 'co.za',
  JP: 'co.jp',
  MX: 'com.mx',
  AR: 'com.ar',
  TR: 'com.tr',
  CN: 'cn',
};
/** Two-letter TLDs that are not countries. */
const NOT_COUNTRIES = new Set(['EU', 'SU', 'AC']);

function buildCountries(): Country[] {
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
  const seen = new Set<string>();
  const countries: Country[] = [];
  for (const tld of tlds as string[]) {
    if (!/^[a-z]{2}$/.test(tld)) continue;
    const code = tld === 'uk' ? 'GB' : tld.toUpperCase();
    const name = names.of(code);
    if (!name || NOT_COUNTRIES.has(code) || seen.has(name)) continue;
    seen.add(name);
    countries.push({ code, name, ccTld: SECOND_LEVEL[code] ?? tld });
  }
  return countries;
}

export const COUNTRIES: readonly Country[] = buildCountries();

export const pickCountry = weightedPicker(
  COUNTRIES.map((country) => [country, HEAD_WEIGHTS[country.code] ?? TAIL_WEIGHT] as const),
);
