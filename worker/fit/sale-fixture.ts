import type { Sale } from './sales.ts';

/** A reported sale for tests of the fit: the name split at its first dot, from no real source. */
export function saleOf(domain: string, price: number, year: number, channel: Sale['channel']): Sale {
  const dot = domain.indexOf('.');
  return {
    domain,
    label: domain.slice(0, dot),
    extension: domain.slice(dot + 1),
    price,
    year,
    venue: '',
    channel,
    source: 'test',
  };
}
