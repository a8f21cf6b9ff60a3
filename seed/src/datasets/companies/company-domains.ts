import { SAMPLE_SOURCE } from '@domainary/schema/record-source.ts';
import { toLabel } from '@domainary/schema/reference/word-filters.ts';
import { domainCheckResults, domains } from '@domainary/schema/tables/index.ts';
import { type Random, weightedPicker } from '@domainary/schema/testing/seeded-random.ts';
import type { SeedContext } from '../dataset.ts';
import { isoDay, isoTimeBefore, nextAnniversary } from '../shared/dates.ts';
import { domainRow, linkProfile } from '../shared/domain-row.ts';
import { pickRegistrar } from '../shared/registrars.ts';
import { valueSeedName } from '../shared/seed-valuation.ts';
import type { DirectoryIndustry } from './company-industries.ts';
import type { Country } from './countries.ts';

export interface CompanyForDomains {
  id: number;
  name: string;
  label: string;
  rank: number;
  employees: number;
  yearFounded: number;
  country: Country;
  industry: DirectoryIndustry;
}

const FIRST_COMMERCIAL_DAY = 9131; // 1995-01-01: when companies began registering names en masse
const GRACE_AND_REDEMPTION_DAYS = 75;

const pickPrimaryExtension = weightedPicker([
  ['com', 72],
  ['country', 18],
  ['io', 4],
  ['co', 3],
  ['net', 3],
] as const);

/** 1-4 names: small firms mostly one or two, large ones a defensive portfolio. */
function domainCount(employees: number, random: Random): number {
  const weights = employees < 50 ? [40, 35, 15, 10] : employees < 1000 ? [20, 35, 25, 20] : [5, 20, 30, 45];
  let u = random.float() * 100;
  for (let i = 0; i < weights.length; i++) {
    u -= weights[i] as number;
    if (u < 0) return i + 1;
  }
  return 4;
}

function primaryCandidates(
  company: Omit<CompanyForDomains, 'yearFounded'>,
  extension: string,
  random: Random,
): string[][] {
  const { label } = company;
  const word = toLabel(random.pick(company.industry.nameWords));
  const fullName = toLabel(company.name);
  return [
    [label, extension],
    [label, 'com'],
    [fullName, 'com'],
    [label.includes(word) ? `${label}${company.country.code.toLowerCase()}` : `${label}${word}`, 'com'],
    [`get${label}`, 'com'],
    [`${label}hq`, 'com'],
    [label, company.country.ccTld],
  ];
}

function variantCandidates(
  company: Omit<CompanyForDomains, 'yearFounded'>,
  primary: string[],
  random: Random,
): string[][] {
  const { label } = company;
  const extensions = [
    'com',
    'net',
    'org',
    'co',
    company.country.ccTld,
    company.industry.engine === 'tech' ? 'io' : 'info',
  ];
  const candidates = extensions.map((extension) => [label, extension]);
  candidates.push([`${primary[0]}online`, 'com'], [`my${primary[0]}`, 'com'], [`${primary[0]}app`, 'com']);
  // Shuffle so portfolios differ, deterministically.
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [candidates[i], candidates[j]] = [candidates[j] as string[], candidates[i] as string[]];
  }
  return candidates;
}

export interface ClaimedName {
  id: number;
  label: string;
  extension: string;
}

/**
 * Names a company holds: its website's name (claimed first, with the fallbacks a real
 * company takes when its name is gone) and defensive variants in other extensions and brand
 * forms. Claiming runs in every generator in the same order, so ids and names agree.
 */
export function claimCompanyDomains(
  context: SeedContext,
  company: Omit<CompanyForDomains, 'yearFounded'>,
  random: Random,
): ClaimedName[] {
  const choice = pickPrimaryExtension(random);
  const primaryExtension =
    choice !== 'country' ? choice : company.country.code === 'US' ? 'com' : company.country.ccTld;
  let primary = primaryCandidates(company, primaryExtension, random).find(([l, e]) =>
    context.claimDomain(l as string, e as string),
  );
  for (let n = 2; !primary; n++) {
    if (context.claimDomain(`${company.label}${n}`, 'com')) primary = [`${company.label}${n}`, 'com'];
  }
  const names = [primary];
  const wanted = domainCount(company.employees, random);
  for (const candidate of variantCandidates(company, primary, random)) {
    if (names.length >= wanted) break;
    if (context.claimDomain(candidate[0] as string, candidate[1] as string)) names.push(candidate);
  }
  return names.map(([label, extension]) => ({
    id: context.nextId(domains),
    label: label as string,
    extension: extension as string,
  }));
}

/**
 * The rows of a company's names, each valued by the engine. Top-ranked companies also get
 * registry checks of every name.
 */
export function emitCompanyDomains(
  context: SeedContext,
  company: CompanyForDomains,
  names: readonly ClaimedName[],
  random: Random,
  asOfDay: number,
): void {
  const primary = names[0] as ClaimedName;
  const corporate = Math.max(0, Math.min(0.8, 1 - Math.log10(company.rank) / 4.5));
  const foundedDay = Math.round((company.yearFounded - 1970) * 365.25);
  const registeredPrimary = Math.max(foundedDay, FIRST_COMMERCIAL_DAY) + random.int(0, 700);
  const firstRegistered = Math.min(registeredPrimary, asOfDay - 60);
  const checked = company.rank <= Math.max(100, context.options.companies / 10);
  const registrar = pickRegistrar(random, corporate);
  names.forEach(({ id, label, extension }, i) => {
    const valuation = valueSeedName(label, extension);
    const isPrimary = i === 0;
    const kind = isPrimary
      ? 'active'
      : random.chance(0.7)
        ? 'redirect'
        : random.chance(0.5)
          ? 'active'
          : 'expired';
    const registered = isPrimary ? firstRegistered : random.int(firstRegistered, asOfDay - 60);
    const expiry =
      kind === 'expired'
        ? asOfDay - random.int(1, 900)
        : nextAnniversary(registered, asOfDay) + 365 * random.int(0, isPrimary ? 4 : 1);
    const authority = isPrimary
      ? Math.max(0.05, 1 - Math.log10(company.rank) / 7.5 + (asOfDay - registered) / 365 / 300)
      : kind === 'active'
        ? 0.2
        : 0.08;
    const links = linkProfile(authority, random.normal(), random.float());
    const row = domainRow(
      {
        id,
        status: kind,
        available: kind === 'expired' && asOfDay - expiry > GRACE_AND_REDEMPTION_DAYS,
        companyId: company.id,
        industry: company.industry.engine,
        registrationDate: isoDay(registered),
        expiryDate: isoDay(expiry),
        registrar: isPrimary ? registrar : random.chance(0.8) ? registrar : pickRegistrar(random, corporate),
        lastChecked: isoTimeBefore(asOfDay, random.int(0, 4320)),
        acquisitionFee: null,
        currentBid: null,
        isPremium: false,
        autoRenewalEnabled: kind !== 'expired' && random.chance(0.9),
        ...links,
        firstRegistered: isoDay(registered),
        lastOwner: company.name,
        priorUse: isPrimary
          ? 'Company website'
          : kind === 'redirect'
            ? `Redirect to ${primary.label}.${primary.extension}`
            : kind === 'active'
              ? 'Product website'
              : 'Parked page',
        source: SAMPLE_SOURCE,
      },
      valuation,
    );
    context.emit(domains, row);
    if (checked) {
      context.emit(domainCheckResults, {
        // One check per name: the domain's id keeps ids equal whichever generator builds it.
        id,
        companyId: company.id,
        domainName: `${label}.${extension}`,
        isAvailable: row.available,
        registrar: row.available ? null : row.registrar,
        // Generated, not a lookup: the check results tab labels these as sample data.
        source: SAMPLE_SOURCE,
        lastChecked: isoTimeBefore(asOfDay, random.int(60, 43_200)),
      });
    }
  });
}
