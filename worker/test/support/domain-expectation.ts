import type { FixtureDomain } from './domain-fixture.ts';

export interface DomainSearchParams {
  query: string;
  extension?: string;
  industry?: string;
  status?: string;
  maxLength?: string;
  priceRange?: string;
  sortBy?: 'relevance' | 'value' | 'length';
}

export const defaultCandidates = ['com', 'net', 'org', 'io', 'co', 'ai'];

const bands: Record<string, [number, number]> = {
  free: [0, 1],
  low: [1, 100],
  medium: [100, 1000],
  high: [1000, 10000],
  premium: [10000, Number.POSITIVE_INFINITY],
};

/** What a buyer pays on top of registration, written out independently of the worker's SQL. */
function priceOf(d: FixtureDomain): number | null {
  if (d.status === 'auction') return d.currentBid ?? d.acquisitionFee;
  if (d.status === 'available') return d.acquisitionFee ?? 0;
  return d.acquisitionFee;
}

const extensionsOf = (p: Pick<DomainSearchParams, 'extension'>) =>
  p.extension && p.extension !== 'all' ? p.extension.split(',') : [];

/** Whether a name passes the filters a search and a status browse share. */
export function passesFilters(d: FixtureDomain, p: Omit<DomainSearchParams, 'query' | 'sortBy'>): boolean {
  const exts = extensionsOf(p);
  if (exts.length > 0 && !exts.includes(d.extension)) return false;
  if (p.industry && p.industry !== 'all' && d.industry !== p.industry) return false;
  if (p.status === 'taken' && !['taken', 'active', 'redirect'].includes(d.status)) return false;
  if (p.status && !['all', 'taken'].includes(p.status) && d.status !== p.status) return false;
  if (p.maxLength && p.maxLength !== '15+' && d.name.length > Number(p.maxLength)) return false;
  if (p.priceRange && p.priceRange !== 'all') {
    const price = priceOf(d);
    const [lo, hi] = bands[p.priceRange] as [number, number];
    if (price === null || price < lo || price >= hi) return false;
  }
  return true;
}

/** Highest value first, then lowest id. */
export const byValue = (a: FixtureDomain, b: FixtureDomain) =>
  b.estimatedValue - a.estimatedValue || a.id - b.id;

/** The test's own answer: which fixture names a search should list, in order. */
export function expectedDomains(all: readonly FixtureDomain[], p: DomainSearchParams): FixtureDomain[] {
  const keyword = p.query.trim().toLowerCase();
  const exts = extensionsOf(p);
  const candidateExts = exts.length > 0 ? exts : defaultCandidates;
  const short = keyword.length < 3;
  const hits = all.filter((d) => {
    if (short ? !d.name.startsWith(keyword) : !d.name.includes(keyword)) return false;
    if (d.name === keyword && candidateExts.includes(d.extension)) return false;
    return passesFilters(d, p);
  });
  switch (p.sortBy ?? 'relevance') {
    case 'value':
      return hits.sort(byValue);
    case 'length':
      return hits.sort((a, b) => a.name.length - b.name.length || byValue(a, b));
    case 'relevance': {
      const starts = hits.filter((d) => d.name.startsWith(keyword)).sort(byValue);
      const inside = hits.filter((d) => !d.name.startsWith(keyword)).sort(byValue);
      return [...starts, ...inside];
    }
  }
}

export function searchPath(p: DomainSearchParams, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...p, ...extra })) if (v !== undefined) params.set(k, String(v));
  return `/api/domains?${params}`;
}
