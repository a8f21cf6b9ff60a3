import type { Availability } from '@domainary/schema/contracts/availability.ts';
import {
  type DomainCandidate,
  type DomainSearchQuery,
  type DomainStatus,
  defaultCandidateExtensions,
} from '@domainary/schema/contracts/domains.ts';
import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
import { type DomainName, fqdnOf } from '@domainary/schema/keyword/domain-name.ts';
import type { CandidateLabel } from '@domainary/schema/keyword/normalise-keyword.ts';
import { registrationPrice } from '@domainary/schema/reference/extension-prices.ts';
import type { AvailabilityProvider } from '../availability/provider.ts';
import type { Database } from '../db/database.ts';
import type { DomainRow } from './data/domain-row.ts';
import { toDomain } from './domain-record.ts';
import { unlistedDomainSources } from './domain-sources.ts';
import { engineFiguresOf } from './engine-figures.ts';
import { lookalikeOf } from './lookalike-name.ts';
import { namesWithAnswers } from './names-with-answers.ts';

/**
 * A stored status, corrected by a live answer where they disagree: a name the registry (or
 * DNS) reports registered is not available, and one confirmed available is, whatever the
 * stored sample listing says. Where the live check could not confirm it (unknown, pending or
 * only likely), a listing's "available" is not repeated as if it had been checked.
 */
export function reconciledStatus(stored: string, answer: Availability): DomainStatus {
  if (answer.source === 'sample') return stored as DomainStatus;
  if (answer.status === 'registered') return stored === 'available' ? 'taken' : (stored as DomainStatus);
  if (answer.status === 'available') return 'available';
  return stored === 'available' ? 'unverified' : (stored as DomainStatus);
}

/**
 * A stored domain as a live answer leaves it: where the answer changed its status, whether it
 * can be bought follows the new status, and the check time is the answer's, so the status,
 * `available` and `lastChecked` never contradict each other or the attached answer.
 */
function reconciledDomain(
  row: DomainRow,
  now: Date,
  answer: Availability,
  reportedSales: readonly ReportedSale[],
): DomainCandidate {
  const status = reconciledStatus(row.status, answer);
  const corrected = status !== row.status;
  return {
    ...toDomain(row, now, reportedSales, engineFiguresOf(row.name, row.extension), answer),
    status,
    available: corrected ? status === 'available' : row.available === 1,
    lastChecked: answer.checkedAt ?? row.last_checked,
  };
}

/**
 * A name the database does not hold has only the provider's word for its status; one the
 * registry does not know but DNS could not confirm free is not called available.
 */
export const statusOfUnlisted: Record<Availability['status'], DomainStatus> = {
  available: 'available',
  likely_available: 'unverified',
  registered: 'taken',
  unknown: 'unverified',
};

/** A name the database does not hold: valued by the engine now, with only what a provider said. */
export function unlistedCandidate(
  label: string,
  extension: string,
  answer: Availability,
  reportedSales: readonly ReportedSale[],
): DomainCandidate {
  const a = engineFiguresOf(label, extension);
  const free = answer.status === 'available';
  return {
    id: null,
    name: label,
    extension,
    status: statusOfUnlisted[answer.status],
    expiryDate: null,
    registrationDate: null,
    estimatedValue: a.estimatedValue,
    estimatedValueMin: a.valueRange?.min ?? null,
    estimatedValueMax: a.valueRange?.max ?? null,
    valueRangeNote: a.valueRangeNote,
    headlineChannel: a.headlineChannel,
    saleChance: a.saleChance,
    seoScore: a.scores.seoScore,
    trafficScore: a.scores.trafficScore,
    brandabilityScore: a.scores.brandabilityScore,
    potentialScore: a.scores.potentialScore,
    brandScore: a.scores.brandScore,
    registrar: null,
    available: free,
    lastChecked: answer.checkedAt,
    keywords: a.keywords,
    industry: a.industry,
    companyId: null,
    acquisitionFee: free ? 0 : null,
    registrationCost: registrationPrice(extension),
    isPremium: false,
    currentBid: null,
    reportedSales: [...reportedSales],
    analysis: {
      marketValue: a.scores.marketValue,
      trafficPotential: a.scores.trafficPotential,
      similarSales: [...a.similarSales],
      auctionValue: a.auctionValue,
      autoRenewalEnabled: false,
      daysUntilExpiry: null,
    },
    metrics: { keywordVolume: a.keywordVolume, backlinks: null, referringDomains: null },
    history: { firstRegistered: null, lastOwner: null, priorUse: null },
    availability: answer,
    recordSource: null,
    listingVenue: null,
    auctionEndsOn: null,
    sources: unlistedDomainSources(answer),
    lookalike: lookalikeOf(label, extension),
  };
}

/**
 * The extensions exact names are looked up under: those the search asks for, else the common
 * ones and those of the countries the keyword names.
 */
export function exactNameExtensions(query: DomainSearchQuery): readonly string[] {
  return query.extensions.length > 0
    ? query.extensions
    : [...new Set([...defaultCandidateExtensions, ...query.countryExtensions])];
}

/** What the cards of a search's exact names are built from, but their reported sales. */
interface CandidateReads {
  /** Each exact name under each extension, in the order asked. */
  wanted: { label: CandidateLabel; extension: string }[];
  stored: Map<string, DomainRow>;
  answers: Map<string, Availability>;
  unanswered: Availability;
}

/** Each exact name under each extension, in the order asked. */
export const wantedCandidates = (
  labels: readonly CandidateLabel[],
  extensions: readonly string[],
): CandidateReads['wanted'] =>
  labels.flatMap((label) => extensions.map((extension) => ({ label, extension })));

/** The names the database keys the wanted candidates by: an internationalised one by its `xn--` form. */
export const storedNamesOf = (wanted: CandidateReads['wanted']): DomainName[] =>
  wanted.map(({ label, extension }) => ({ label: label.ascii, extension }));

/**
 * The stored rows of a search's exact names and the configured provider's answers for them,
 * as far as they are known without asking a registry (a live provider's uncached names come
 * back `pending`: the page asks for them once it has shown the results). `names`: the wanted
 * candidates' stored names (storedNamesOf), which the caller has already built for its scan;
 * `readElsewhere`: the rows as the search's first statement read them (null when it read none).
 */
export async function readCandidates(
  db: Database,
  provider: AvailabilityProvider,
  wanted: CandidateReads['wanted'],
  names: readonly DomainName[],
  readElsewhere?: Promise<Map<string, DomainRow> | null>,
): Promise<CandidateReads> {
  if (wanted.length === 0)
    return { wanted, stored: new Map(), answers: new Map(), unanswered: provider.unanswered };
  const { stored, answers } = await namesWithAnswers(db, provider, names, { ask: 'known' }, readElsewhere);
  return { wanted, stored, answers, unanswered: provider.unanswered };
}

/** The names whose reported sales the candidates' cards carry. */
export const candidateFqdns = ({ wanted }: CandidateReads): string[] =>
  wanted.map(({ label, extension }) => fqdnOf({ label: label.ascii, extension }));

/**
 * Each exact name under each extension, in the order asked: the stored domain when there is
 * one, otherwise an engine valuation; either way with the provider's answer and the name's
 * own reported sales. An internationalised name carries its Unicode form.
 */
export function candidateDomains(
  { wanted, stored, answers, unanswered }: CandidateReads,
  reportedSalesOf: (fqdn: string) => readonly ReportedSale[],
  now: Date,
): DomainCandidate[] {
  return wanted.map(({ label, extension }) => {
    const fqdn = fqdnOf({ label: label.ascii, extension });
    const answer = answers.get(fqdn) ?? unanswered;
    const reportedSales = reportedSalesOf(fqdn);
    const row = stored.get(fqdn);
    const candidate = row
      ? reconciledDomain(row, now, answer, reportedSales)
      : unlistedCandidate(label.ascii, extension, answer, reportedSales);
    return label.display === label.ascii ? candidate : { ...candidate, unicodeName: label.display };
  });
}
