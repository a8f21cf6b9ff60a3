import type { CompanySearchQuery } from '@domainary/schema/contracts/companies.ts';
import { LRUCache } from 'lru-cache';
import type { PlanFigures } from './company-plan.ts';
import { sortField } from './data/company-indexes.ts';

/**
 * The figures a search's pages are planned from, kept per isolate so the next page of a
 * search, or the same search from someone else, runs its page statement alone instead of a
 * measuring statement first. They are a function of the filters, the sort's column and the
 * build of the precomputed counts (`version`); the last is checked by the statement that
 * uses them (countsStillAt), so a rebuild after a load is never answered from older figures.
 *
 * Bounded: an entry holds at most a few dozen counts with the paths they price (a few KB),
 * so 2,000 filter sets stay within about 10 MB of an isolate's 128 MB.
 */
const figuresBySearch = new LRUCache<string, Readonly<PlanFigures> & { version: string }>({ max: 2_000 });

/** Everything a search's plan figures depend on besides the counts: not the page, not the direction. */
const searchKey = (q: CompanySearchQuery) =>
  JSON.stringify([
    q.industry,
    q.country,
    q.rankRange,
    q.foundedAfter,
    q.foundedBefore,
    q.minEmployees,
    q.maxEmployees,
    sortField(q.sortBy),
  ]);

export const cachedPlanFigures = (query: CompanySearchQuery) => figuresBySearch.get(searchKey(query));

/** Keeps figures read from fresh counts; figures counted row by row (no version) are not kept. */
export function rememberPlanFigures(query: CompanySearchQuery, figures: PlanFigures): void {
  const { version } = figures;
  if (version !== null) figuresBySearch.set(searchKey(query), { ...figures, version });
}

export const forgetPlanFigures = (query: CompanySearchQuery) => figuresBySearch.delete(searchKey(query));
