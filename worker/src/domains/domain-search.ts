import type { DomainSearchQuery, DomainSearchResult } from '@domainary/schema/contracts/domains.ts';
import type { AvailabilityProvider } from '../availability/provider.ts';
import type { Database } from '../db/database.ts';
import { isRefused, type Refusable } from '../refusal.ts';
import { reportedSalesOfNames } from '../sales/index.ts';
import {
  candidateDomains,
  candidateFqdns,
  exactNameExtensions,
  readCandidates,
  storedNamesOf,
  wantedCandidates,
} from './domain-candidates.ts';
import { fqdnOfRow } from './domain-record.ts';
import { searchDomainRows } from './keyword-search.ts';
import { storedDomainsWith } from './stored-domains.ts';

/**
 * One answer of the domain search: on the first page the exact-name candidates, then one page
 * of stored matches. The candidates' stored rows are read by the page's first statement, and
 * the candidates' and the page's reported sales in one lookup after both, one statement
 * rather than one each. A cursor from another search is refused.
 */
export async function domainSearch(
  binding: object,
  db: Database,
  provider: AvailabilityProvider,
  query: DomainSearchQuery,
  now: Date,
): Promise<Refusable<DomainSearchResult>> {
  const exactExtensions = exactNameExtensions(query);
  const wanted = query.cursor ? null : wantedCandidates(query.labels, exactExtensions);
  const wantedNames = wanted ? storedNamesOf(wanted) : [];
  const searching = searchDomainRows(db, query, exactExtensions, wantedNames);
  const [exactNames, page] = await Promise.all([
    wanted
      ? readCandidates(
          db,
          provider,
          wanted,
          wantedNames,
          searching.then((p) => (isRefused(p) ? null : p.named)),
        )
      : null,
    searching,
  ]);
  if (isRefused(page)) return page;
  const fqdns = [...(exactNames ? candidateFqdns(exactNames) : []), ...page.rows.map(fqdnOfRow)];
  const sales = await reportedSalesOfNames(binding, db, fqdns);
  const salesOf = (fqdn: string) => sales.get(fqdn) ?? [];
  return {
    keyword: query.keyword,
    candidates: exactNames ? candidateDomains(exactNames, salesOf, now) : [],
    domains: storedDomainsWith(page.rows, (row) => salesOf(fqdnOfRow(row)), now),
    nextCursor: page.nextCursor,
  };
}
