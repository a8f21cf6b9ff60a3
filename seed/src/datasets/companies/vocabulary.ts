import { isNameWord, isUnfitForBrand } from '@domainary/schema/reference/word-filters.ts';
import { allLocales, type LocaleDefinition } from '@faker-js/faker';

/** Faker's locale whose surnames, legal forms and cities fit companies of a country. */
const LOCALE_OF_COUNTRY: Record<string, keyof typeof allLocales> = {
  US: 'en',
  CA: 'en',
  GB: 'en',
  IE: 'en',
  NZ: 'en',
  AU: 'en_AU',
  DE: 'de',
  AT: 'de_AT',
  CH: 'de_CH',
  FR: 'fr',
  BE: 'fr_BE',
  LU: 'fr',
  ES: 'es',
  MX: 'es_MX',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  IT: 'it',
  NL: 'nl',
  PL: 'pl',
  SE: 'sv',
  NO: 'nb_NO',
  DK: 'da',
  FI: 'fi',
  PT: 'pt_PT',
  BR: 'pt_BR',
  CZ: 'cs_CZ',
  SK: 'sk',
  HR: 'hr',
  HU: 'hu',
  RO: 'ro',
  TR: 'tr',
  IN: 'en_IN',
  NG: 'en_NG',
  ZA: 'en_ZA',
  GH: 'en_GH',
  ID: 'id_ID',
  HK: 'en_HK',
  LV: 'lv',
  SI: 'sl_SI',
  RS: 'sr_RS_latin',
};

export interface NameVocabulary {
  surnames: readonly string[];
  legalForms: readonly string[];
  /** Empty when faker has no city list in the country's language. */
  cities: readonly string[];
  /** Joins two or three partners' surnames ("and", "und", "et"...). */
  conjunction: string;
}

const LATIN_NAME = /^[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F' -]*$/;

function flat(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (value && typeof value === 'object') return Object.values(value).flatMap(flat);
  return [];
}

function vocabularyOf(locale: LocaleDefinition, fallback: LocaleDefinition): NameVocabulary {
  const surnames = flat(locale.person?.last_name).filter((name) => LATIN_NAME.test(name));
  const legalForms = flat(locale.company?.legal_entity_type).filter(
    (form) => !/\s(and|e|y|en|und)\s|^(and|e|y|en|und)\s/.test(form),
  );
  const cities = flat(locale.location?.city_name).filter((name) => LATIN_NAME.test(name));
  const conjunction = flat(locale.company?.name_pattern)
    .map((p) => p.match(/\}\} ([a-z]+) \{\{person/)?.[1])
    .find((word) => word !== undefined);
  return {
    surnames: surnames.length >= 20 ? surnames : vocabularyOf(fallback, fallback).surnames,
    legalForms: legalForms.length > 0 ? legalForms : flat(fallback.company?.legal_entity_type),
    cities: cities.length >= 10 ? cities : [],
    conjunction: conjunction ?? 'and',
  };
}

const english = allLocales.en;
const byLocale = new Map<string, NameVocabulary>();

/** Surnames, legal forms and cities for a country, falling back to English ones. */
export function vocabularyFor(countryCode: string): NameVocabulary {
  const locale = LOCALE_OF_COUNTRY[countryCode] ?? 'en';
  let vocabulary = byLocale.get(locale);
  if (!vocabulary) {
    vocabulary = vocabularyOf(allLocales[locale], english);
    byLocale.set(locale, vocabulary);
  }
  return vocabulary;
}

/** Countries whose names we cannot spell from Latin surnames use coined brand names. */
export function hasSurnames(countryCode: string): boolean {
  return countryCode in LOCALE_OF_COUNTRY;
}

const brandWords = (words: readonly string[]) =>
  words.filter((word) => isNameWord(word, 3, 8) && !isUnfitForBrand(word));

/** Friendly adjectives and concrete nouns for coined names (Brightharbor, Cedar Capital). */
export const BRAND_ADJECTIVES: readonly string[] = brandWords(english.word?.adjective ?? []);
export const BRAND_NOUNS: readonly string[] = brandWords(english.word?.noun ?? []);

/** Corporate phrasing for descriptions. */
export const BUZZ = {
  verbs: english.company?.buzz_verb ?? [],
  adjectives: english.company?.buzz_adjective ?? [],
  nouns: english.company?.buzz_noun ?? [],
  catchAdjectives: english.company?.adjective ?? [],
  descriptors: english.company?.descriptor ?? [],
  catchNouns: english.company?.noun ?? [],
};
