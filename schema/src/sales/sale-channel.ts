import type { SaleChannel as Channel } from '../contracts/sales.ts';

/** Venues that sell by auction (expired-name drops and bidding platforms). */
const AUCTION_VENUES =
  /godaddy|namejet|dropcatch|park\.io|dynadot|whois\.ai|namescon|snapnames|catched|pheenix|namepull|register\.to|xynames|4\.cn|bido|sav\.com/i;
/** Venues that sell at listed or negotiated prices through a marketplace. */
const MARKETPLACE_VENUES = /sedo|flippa|buydomains|uniregistry|afternic|efty|domainex|fabulous/i;

/**
 * The channel a sale went through, from the venue its report names. Sales reported without a
 * venue come from press charts of negotiated deals (brokered or private).
 */
export function channelOf(venue: string): Channel {
  if (AUCTION_VENUES.test(venue)) return 'auction';
  if (MARKETPLACE_VENUES.test(venue)) return 'marketplace';
  return 'brokerage';
}

/** The venue the shipped sales file records in its source column (`...; venue=Sedo`), or ''. */
export function venueOfSource(source: string): string {
  return /venue=([^;]+)/.exec(source)?.[1]?.trim() ?? '';
}
