import type { CompanyColumns, CompanyField } from './company-columns.ts';
import { canonicalCountry } from './country-name.ts';
import { type RegistrableDomain, registrableDomain } from './registrable-domain.ts';

export interface ImportedCompany {
  line: number;
  name: string;
  domain: RegistrableDomain;
  industry: string;
  country: string;
  yearFounded: number;
  employees: number;
  rank: number | undefined;
  revenueUsd: number | undefined;
  description: string | undefined;
}

export type RecordResult = { ok: true; company: ImportedCompany } | { ok: false; reason: string };

const SMALL_WORDS = new Set(['and', 'of', 'the', 'for', 'in', 'on', '&']);

/** "information technology and services" -> "Information Technology and Services"; mixed case is kept. */
function industryLabel(input: string): string {
  const value = input.trim().replace(/\s+/g, ' ');
  if (value !== value.toLowerCase()) return value;
  return value
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A year, or the year of a date ("2011", "2011-05-01", "05/01/2011"). */
function yearOf(input: string): number | undefined {
  const match = /(?:^|\D)(\d{4})(?:\D|$)/.exec(input.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * A head count: a number ("1,200", "1200.0") or a size range ("11-50", "10001+"), which
 * counts as its lower bound, the figure the range guarantees.
 */
function employeesOf(input: string): number | undefined {
  const value = input.trim().replace(/,/g, '');
  const exact = /^(\d+)(?:\.0+)?$/.exec(value);
  if (exact) return Number(exact[1]);
  const range = /^(\d+)\s*(?:-|–|to)\s*\d+$|^(\d+)\s*\+$/.exec(value);
  if (range) return Number(range[1] ?? range[2]);
  return undefined;
}

const positiveInteger = (input: string) =>
  /^\d{1,9}$/.test(input.trim()) ? Number(input.trim()) : undefined;

/** Checks and normalises one data row; the reason says what to fix when it is rejected. */
export function companyRecord(
  line: number,
  values: readonly string[],
  columns: CompanyColumns,
  currentYear: number,
): RecordResult {
  const get = (field: CompanyField) =>
    (columns[field] ?? []).map((at) => (values[at] ?? '').trim()).find((value) => value !== '') ?? '';
  const name = get('name').replace(/\s+/g, ' ');
  if (name === '') return { ok: false, reason: 'missing name' };
  if (name.length > 200) return { ok: false, reason: 'name longer than 200 characters' };
  const domain = registrableDomain(get('domain'));
  if (!domain)
    return { ok: false, reason: get('domain') ? 'domain is not a valid domain name' : 'missing domain' };
  const industry = industryLabel(get('industry'));
  if (industry === '') return { ok: false, reason: 'missing industry' };
  if (industry.length > 100) return { ok: false, reason: 'industry longer than 100 characters' };
  const country = canonicalCountry(get('country'));
  if (!country)
    return { ok: false, reason: get('country') ? 'country is not a known country code' : 'missing country' };
  if (country.length > 100) return { ok: false, reason: 'country longer than 100 characters' };
  const founded = get('founded');
  const yearFounded = founded === '' ? undefined : yearOf(founded);
  if (yearFounded === undefined)
    return { ok: false, reason: founded ? 'founded is not a year' : 'missing founded year' };
  if (yearFounded < 1000 || yearFounded > currentYear) {
    return { ok: false, reason: `founded year outside 1000-${currentYear}` };
  }
  const staff = get('employees');
  const employees = staff === '' ? undefined : employeesOf(staff);
  if (employees === undefined) {
    return {
      ok: false,
      reason: staff ? 'employees is not a whole number or size range' : 'missing employees',
    };
  }
  if (employees > 100_000_000) return { ok: false, reason: 'employees above 100,000,000' };
  const rankText = get('rank');
  const rank = rankText === '' ? undefined : positiveInteger(rankText);
  if (rankText !== '' && (rank === undefined || rank < 1))
    return { ok: false, reason: 'rank is not a whole number of 1 or more' };
  const revenueText = get('revenue').replace(/[$,\s]/g, '');
  const revenueUsd = revenueText === '' ? undefined : Number(revenueText);
  if (revenueUsd !== undefined && !(Number.isFinite(revenueUsd) && revenueUsd >= 0)) {
    return { ok: false, reason: 'revenue is not an amount in USD' };
  }
  const description = get('description').replace(/\s+/g, ' ') || undefined;
  return {
    ok: true,
    company: { line, name, domain, industry, country, yearFounded, employees, rank, revenueUsd, description },
  };
}
