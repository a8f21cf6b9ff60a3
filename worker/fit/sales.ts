import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Channel } from '../src/intel/features.ts';

export interface Sale {
  domain: string;
  label: string;
  extension: string;
  price: number;
  year: number;
  venue: string;
  channel: Channel;
}

/** Venues that sell by auction (expired-name drops and bidding platforms). */
const AUCTION_VENUES =
  /godaddy|namejet|dropcatch|park\.io|dynadot|whois\.ai|namescon|snapnames|catched|pheenix|namepull|register\.to|xynames|4\.cn|bido|sav\.com/i;
/** Venues that sell at listed or negotiated prices through a marketplace. */
const MARKETPLACE_VENUES = /sedo|flippa|buydomains|uniregistry|afternic|efty|domainex|fabulous/i;

/**
 * The channel a sale went through, from the venue the sales file names. Sales reported
 * without a venue come from press charts of negotiated deals (brokered or private).
 */
export function channelOf(venue: string): Channel {
  if (AUCTION_VENUES.test(venue)) return 'auction';
  if (MARKETPLACE_VENUES.test(venue)) return 'marketplace';
  return 'brokerage';
}

export function loadSales(path: string): Sale[] {
  const rows = parse(readFileSync(path, 'utf8'), { columns: true, skip_empty_lines: true }) as Array<
    Record<string, string>
  >;
  const sales: Sale[] = [];
  for (const row of rows) {
    const domain = (row.domain ?? '').trim().toLowerCase();
    const dot = domain.indexOf('.');
    const price = Number(row.price_usd);
    if (dot < 1 || !(price > 0)) continue;
    const venue = /venue=([^;]+)/.exec(row.source ?? '')?.[1]?.trim() ?? '';
    sales.push({
      domain,
      label: domain.slice(0, dot),
      extension: domain.slice(dot + 1),
      price,
      year: Number(row.year),
      venue,
      channel: channelOf(venue),
    });
  }
  return sales;
}
