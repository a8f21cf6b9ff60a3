import { SAMPLE_SOURCE } from '@domainary/schema/record-source.ts';
import type { Random } from '@domainary/schema/testing/seeded-random.ts';
import { roundPrice, roundPriceUp } from '../shared/asking-price.ts';
import { epochDay, isoDay, isoTimeBefore, nextAnniversary } from '../shared/dates.ts';
import { type DomainFacts, linkProfile } from '../shared/domain-row.ts';
import { pickRegistrar } from '../shared/registrars.ts';
import type { SoldName } from './sold-names.ts';

/** 1985-01-01, when the first .com names were registered. */
const FIRST_REGISTRATION_DAY = epochDay('1985-01-01');
/** How long before its first sale a name was registered, at most (about 25 years). */
const MAX_HELD_BEFORE_SALE_DAYS = 9000;
/** Share of sold names their owners list for sale again; the rest are simply held. */
const LISTED_SHARE = 0.15;

/** Statuses a sold name can have: it is registered, so held or listed by its owner. */
export const SOLD_NAME_STATUSES = ['taken', 'premium'] as const;

/**
 * The registration day of a sold name: before the first day of its first sale's year (the
 * sales table gives years only) and before the day the data is as of, never before 1985.
 */
function registrationDayOf(name: SoldName, asOfDay: number, random: Random): number {
  const latest = Math.min(epochDay(`${name.firstSaleYear}-01-01`), asOfDay) - 1;
  const span = Math.max(0, Math.min(MAX_HELD_BEFORE_SALE_DAYS, latest - FIRST_REGISTRATION_DAY));
  return latest - random.int(0, span);
}

/**
 * What the seed says of a name the sales table reports sold, kept to that table: registered
 * (never available) since before its first sale, held by an owner nobody generated (the sale
 * is its known history), and when listed, asking at least what it last sold for.
 */
export function soldNameFacts(
  name: SoldName,
  estimatedValue: number,
  random: Random,
  asOfDay: number,
  id: number,
): DomainFacts {
  const registered = registrationDayOf(name, asOfDay, random);
  const listed = random.chance(LISTED_SHARE);
  const status = listed ? 'premium' : 'taken';
  const estimateAsk = roundPrice(estimatedValue * (0.9 + random.float() * 0.9));
  const saleFloor = roundPriceUp(name.lastSale.priceUsd * (1 + random.float() * 0.5));
  return {
    id,
    // The name and its sales are real; its status, dates and asking price are generated.
    source: SAMPLE_SOURCE,
    status,
    available: false,
    companyId: null,
    industry: null,
    registrationDate: isoDay(registered),
    expiryDate: isoDay(nextAnniversary(registered, asOfDay) + 365 * random.int(0, 3)),
    registrar: pickRegistrar(random, 0.2),
    lastChecked: isoTimeBefore(asOfDay, random.int(0, 4320)),
    acquisitionFee: listed ? Math.max(estimateAsk, saleFloor) : null,
    currentBid: null,
    isPremium: listed,
    autoRenewalEnabled: random.chance(0.8),
    ...linkProfile(0.12 + random.float() * 0.25, random.normal(), random.float()),
    firstRegistered: isoDay(registered),
    lastOwner: null,
    priorUse: null,
  };
}
