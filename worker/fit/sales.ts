import { readFileSync } from 'node:fs';
import { channelOf, venueOfSource } from '@domainary/schema/sales/sale-channel.ts';
import { parse } from 'csv-parse/sync';
import type { Channel } from '../src/valuation/engine/features.ts';

export interface Sale {
  domain: string;
  label: string;
  extension: string;
  price: number;
  year: number;
  venue: string;
  channel: Channel;
  /** Where the sale was reported (the sales file's source column). */
  source: string;
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
    const venue = venueOfSource(row.source ?? '');
    sales.push({
      domain,
      label: domain.slice(0, dot),
      extension: domain.slice(dot + 1),
      price,
      year: Number(row.year),
      venue,
      channel: channelOf(venue),
      source: row.source ?? '',
    });
  }
  return sales;
}
