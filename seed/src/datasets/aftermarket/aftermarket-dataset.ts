import { SAMPLE_SOURCE } from '@domainary/schema/record-source.ts';
import { domains } from '@domainary/schema/tables/index.ts';
import { type Random, weightedPicker } from '@domainary/schema/testing/seeded-random.ts';
import { vocabularyFor } from '../companies/vocabulary.ts';
import type { Dataset } from '../dataset.ts';
import { roundPrice } from '../shared/asking-price.ts';
import { epochDay, isoDay, isoTimeBefore, nextAnniversary } from '../shared/dates.ts';
import { type DomainFacts, domainRow, linkProfile } from '../shared/domain-row.ts';
import { pickRegistrar } from '../shared/registrars.ts';
import { valueSeedName } from '../shared/seed-valuation.ts';
import { pickExtension, pickNameForm } from './name-forms.ts';

const AFTERMARKET_STATUSES = ['available', 'taken', 'expiring', 'auction', 'premium'] as const;
type Status = (typeof AFTERMARKET_STATUSES)[number];

/** Valuable names are mostly held, listed or auctioned; weak ones are mostly free to register. */
function pickStatus(percentile: number, random: Random): Status {
  const p = percentile / 100;
  const weights: Record<Status, number> = {
    available: 0.5 * (1 - p) + 0.02,
    taken: 0.25 + 0.15 * p,
    expiring: 0.1,
    auction: 0.04 + 0.12 * p,
    premium: 0.02 + 0.35 * p,
  };
  let u = random.float() * Object.values(weights).reduce((a, b) => a + b, 0);
  for (const status of AFTERMARKET_STATUSES) {
    u -= weights[status];
    if (u < 0) return status;
  }
  return 'taken';
}

/**
 * An expired name a registrar auctions closes 36 days after its expiry date: GoDaddy lists it
 * on day 26 and ends the auction on day 36 (GoDaddy Auctions, "expired domain name auctions").
 * The sample's auctions end on that schedule from their sample expiry dates.
 */
const AUCTION_ENDS_AFTER_EXPIRY_DAYS = 36;

const pickPriorUse = weightedPicker([
  ['Business website', 40],
  ['Parked page', 35],
  ['Redirect', 10],
  ['Blog', 10],
  ['Online store', 5],
] as const);

function holderName(random: Random): string {
  if (random.chance(0.55)) return 'Redacted for privacy';
  const { surnames, legalForms } = vocabularyFor('US');
  return `${random.pick(surnames)} ${random.pick(legalForms)}`;
}

function factsFor(
  status: Status,
  estimatedValue: number,
  random: Random,
  asOfDay: number,
  id: number,
): DomainFacts {
  const heldBefore = status !== 'available' || random.chance(0.3);
  const registered = heldBefore ? asOfDay - random.int(200, 9000) : null;
  const priorUse = heldBefore ? pickPriorUse(random) : 'Never registered';
  const used = priorUse === 'Business website' || priorUse === 'Blog' || priorUse === 'Online store';
  const held = status === 'taken' || status === 'expiring' || status === 'auction';
  let expiry: number | null = null;
  if (status === 'taken' && registered !== null)
    expiry = nextAnniversary(registered, asOfDay) + 365 * random.int(0, 3);
  if (status === 'expiring') expiry = asOfDay + random.int(1, 45);
  if (status === 'auction') expiry = asOfDay - random.int(5, 35);
  return {
    id,
    status,
    available: status === 'available' || status === 'premium',
    companyId: null,
    industry: null,
    registrationDate: held && registered !== null ? isoDay(registered) : null,
    expiryDate: expiry === null ? null : isoDay(expiry),
    registrar: held ? pickRegistrar(random, 0) : null,
    lastChecked: isoTimeBefore(asOfDay, random.int(0, 4320)),
    acquisitionFee: status === 'premium' ? roundPrice(estimatedValue * (0.9 + random.float() * 0.9)) : null,
    currentBid: status === 'auction' ? roundPrice(estimatedValue * (0.05 + random.float() * 0.6)) : null,
    isPremium: status === 'premium',
    autoRenewalEnabled: status === 'taken' && random.chance(0.65),
    ...linkProfile(used ? 0.12 + random.float() * 0.25 : 0, random.normal(), random.float()),
    firstRegistered: registered === null ? null : isoDay(registered),
    lastOwner: heldBefore ? holderName(random) : null,
    priorUse,
    source: SAMPLE_SOURCE,
    auctionEndsOn:
      status === 'auction' && expiry !== null ? isoDay(expiry + AUCTION_ENDS_AFTER_EXPIRY_DAYS) : null,
  };
}

/**
 * Names for sale or registration built from real word combinations, in every listing status
 * (available, taken, expiring, auction, premium), one per company in the directory.
 */
export const aftermarketDataset: Dataset = {
  name: 'aftermarket',
  tables: [domains],
  estimateRows: ({ companies }) => companies,
  splits: true,
  generate(context) {
    const random = context.random('aftermarket');
    const asOfDay = epochDay(context.options.asOf);
    for (let n = 0; n < context.options.companies; n++) {
      let label = '';
      let extension = '';
      // A name already held by a company or listed earlier is drawn again.
      do {
        label = pickNameForm(random)(random);
        extension = pickExtension(random);
      } while (!context.claimDomain(label, extension));
      const id = context.nextId(domains);
      if (!context.owns(n)) continue;
      const own = context.random('listing', n);
      const valuation = valueSeedName(label, extension);
      // A sample listing is a name that could sell: one the engine gives no number is not listed.
      if (valuation.estimatedValue === null) continue;
      const status = pickStatus(valuation.scores.marketValue, own);
      context.emit(
        domains,
        domainRow(factsFor(status, valuation.estimatedValue, own, asOfDay, id), valuation),
      );
    }
  },
};
