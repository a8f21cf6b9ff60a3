import type { Availability } from './availability.ts';

/** What acquiring a name costs is read from these listing fields, in USD. */
export interface PricedListing {
  status: string;
  currentBid: number | null;
  acquisitionFee: number | null;
  registrationCost: number | null;
}

/**
 * How a visitor can get a name, each with only the price that is true of it:
 * - `register`: a registry checked it available; the registration price is the cost;
 * - `register-if-available`: nobody checked; the registration price applies only if it is free;
 * - `buy-listed`: a holder lists it for sale at an asking price;
 * - `make-offer`: someone holds it and names no price; an offer through a marketplace;
 * - `backorder`: it is expiring (or expired) but still registered; a registrar can try to catch it when released;
 * - `bid`: it is in an auction; the current bid, if any, is where bidding stands.
 */
export type AcquisitionPath =
  | { kind: 'register'; price: number | null }
  | { kind: 'register-if-available'; fromPrice: number | null }
  | { kind: 'buy-listed'; price: number }
  | { kind: 'make-offer' }
  | { kind: 'backorder' }
  | { kind: 'bid'; currentBid: number | null };

/** Statuses of a name someone holds that names no asking price. */
const HELD = new Set(['taken', 'active', 'redirect', 'premium']);

/**
 * A live registry answer saying the name is free: only then is the registration price what
 * the name costs. A stored record (sample data, or a check that may be stale) is not enough.
 */
const checkedAvailable = (a: Pick<Availability, 'status' | 'confidence'> | undefined): boolean =>
  a?.status === 'available' && a.confidence === 'high';

/** The path to acquiring a name, from its listing and how its availability is known. */
export function acquisitionPath(d: PricedListing, availability?: Availability): AcquisitionPath {
  if (d.status === 'auction') return { kind: 'bid', currentBid: d.currentBid };
  if (d.status === 'expiring' || d.status === 'expired') return { kind: 'backorder' };
  if (d.acquisitionFee && d.acquisitionFee > 0) return { kind: 'buy-listed', price: d.acquisitionFee };
  if (HELD.has(d.status)) return { kind: 'make-offer' };
  return checkedAvailable(availability)
    ? { kind: 'register', price: d.registrationCost }
    : { kind: 'register-if-available', fromPrice: d.registrationCost };
}
