import { type AcquisitionPath, acquisitionPath } from '@domainary/schema/contracts/acquisition-path.ts';
import { marketplaceLink, marketplaceSearch, registrarLink, registrarOffer } from '../affiliate/index.ts';
import { formatDate } from '../format/format-date.ts';
import { fqdnOf } from '../ui/fqdn.ts';
import type { AcquirableDomain } from './acquire-order.ts';

/** What the acquire confirmation says and where it sends the visitor, for one name. */
export interface AcquireSteps {
  path: AcquisitionPath['kind'];
  /** Where the name can be had, and what happens there. */
  explanation: string;
  /** The expected cost in honest words, or null when nobody can know it in advance. */
  cost: string | null;
  site: string;
  /** What the visitor goes to the site to do: "register it", "make an offer". */
  action: string;
  link: string;
}

/**
 * The honest path to a name: register a name checked free; check and register one nobody
 * checked; buy a listed name, make an offer on a held one, backorder an expiring one, bid on
 * one in auction. A registration fee is never given as the cost of a name someone holds.
 */
export function acquireSteps(d: AcquirableDomain, formatPrice: (usd: number | null) => string): AcquireSteps {
  const fqdn = fqdnOf(d);
  const path = acquisitionPath(d, d.availability);
  const registrar = { site: registrarOffer.name, link: registrarLink(fqdn) };
  const marketplace = { site: marketplaceSearch.name, link: marketplaceLink(fqdn) };
  switch (path.kind) {
    case 'register':
      return {
        path: path.kind,
        ...registrar,
        explanation: `${fqdn} is available: a registry checked it. Register it with our registrar partner ${registrar.site}.`,
        cost: `Expected cost: ${formatPrice(path.price)} for the first year (the registrar confirms the final price).`,
        action: 'register it',
      };
    case 'register-if-available':
      return {
        path: path.kind,
        ...registrar,
        explanation: `Domainary has not checked with a registry whether ${fqdn} is free. ${registrar.site} will tell you, and if it is, you can register it there.`,
        cost:
          path.fromPrice === null
            ? null
            : `If it is available, registration costs from ${formatPrice(path.fromPrice)}/yr (the registrar confirms the final price).`,
        action: 'check and register it',
      };
    case 'buy-listed':
      return {
        path: path.kind,
        ...marketplace,
        explanation: `${fqdn} is listed for sale. Buy it through the domain marketplace ${marketplace.site}, which handles the transfer.`,
        cost: `Asking price: ${formatPrice(path.price)} (the listing confirms the final price).`,
        action: 'buy it',
      };
    case 'make-offer':
      return {
        path: path.kind,
        ...marketplace,
        explanation: `${fqdn} is registered to someone else and not listed for sale. You can make an offer to its owner through the domain marketplace ${marketplace.site}; the price is whatever you agree.`,
        cost: null,
        action: 'make an offer',
      };
    case 'backorder':
      return {
        path: path.kind,
        ...registrar,
        explanation: `${fqdn} is still registered${d.expiryDate ? ` and expires on ${formatDate(d.expiryDate)}` : ''}: its owner can renew it until it is released. A backorder at ${registrar.site} tries to register it for you if it is released; the registrar sets the backorder fee.`,
        cost: null,
        action: 'backorder it',
      };
    case 'bid':
      return {
        path: path.kind,
        ...marketplace,
        explanation: `${fqdn} is in an auction. Bid on it at ${marketplace.site}; the highest bid when the auction ends wins.`,
        cost:
          path.currentBid === null
            ? null
            : `Current bid: ${formatPrice(path.currentBid)}. The final price is the winning bid.`,
        action: 'bid',
      };
  }
}
