import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { channelOf, venueOfSource } from '../../../worker/src/intel/index.ts';

export interface Sale {
  domain: string;
  label: string;
  extension: string;
  priceUsd: number;
  year: number;
  source: string;
  venue: string;
  channel: ReturnType<typeof channelOf>;
}

const SALES_CSV = new URL('../../data/sales.csv', import.meta.url);

let cache: readonly Sale[] | undefined;

/** The real, publicly reported sales shipped in seed/data/sales.csv, in file order. */
export function loadSales(): readonly Sale[] {
  cache ??= (
    parse(readFileSync(SALES_CSV), { columns: true, skip_empty_lines: true }) as Record<string, string>[]
  ).map((record, i) => {
    const domain = (record.domain ?? '').trim().toLowerCase();
    const dot = domain.indexOf('.');
    const priceUsd = Number(record.price_usd);
    const year = Number(record.year);
    if (dot <= 0 || !Number.isFinite(priceUsd) || !Number.isInteger(year)) {
      throw new Error(`seed/data/sales.csv line ${i + 2}: expected domain,price_usd,year,source`);
    }
    const source = record.source ?? '';
    const venue = venueOfSource(source);
    return {
      domain,
      label: domain.slice(0, dot),
      extension: domain.slice(dot + 1),
      priceUsd: Math.round(priceUsd),
      year,
      source,
      venue,
      channel: channelOf(venue),
    };
  });
  return cache;
}
