import { parse } from 'csv-parse/sync';
import { channelOf, venueOfSource } from './sale-channel.ts';

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

/**
 * The sales of schema/data/sales.csv's text (domain,price_usd,year,source), in file order,
 * each with the venue its source names and that venue's channel. Text rather than a path,
 * so the worker's tests, which cannot read files, parse the same way the seed does.
 */
export function parseSalesCsv(text: string | Buffer): Sale[] {
  return (parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[]).map(
    (record, i) => {
      const domain = (record.domain ?? '').trim().toLowerCase();
      const dot = domain.indexOf('.');
      const priceUsd = Number(record.price_usd);
      const year = Number(record.year);
      if (dot <= 0 || !Number.isFinite(priceUsd) || !Number.isInteger(year)) {
        throw new Error(`schema/data/sales.csv line ${i + 2}: expected domain,price_usd,year,source`);
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
    },
  );
}
