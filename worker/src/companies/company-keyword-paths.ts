import type { CompanySearchQuery } from '@domainary/schema/contracts/companies.ts';
import { candidatePaths, type IndexPath } from './company-plan.ts';
import { type CountScope, countScopeOf } from './data/count-statements.ts';

/**
 * D1 allows five terms in a compound SELECT; a keyword search beside filters spends one on
 * checking the matches and one on each path it may read instead.
 */
const MAX_PATHS = 4;

const constraintsOf = (scope: CountScope) => Object.entries(scope).filter(([, v]) => v !== undefined);

/** Whether every company in `narrow` is in `wide`: narrow repeats each constraint of wide. */
function within(narrow: CountScope, wide: CountScope): boolean {
  const own = new Map(constraintsOf(narrow).map(([k, v]) => [k, JSON.stringify(v)]));
  return constraintsOf(wide).every(([k, v]) => own.get(k) === JSON.stringify(v));
}

/**
 * The index ranges a keyword search beside filters may read instead of checking each match:
 * only those no other range lies within (a range inside another is never larger), and never
 * the whole directory, which no keyword's matches outnumber. Order does not matter: the
 * survivors are sorted afterwards.
 */
export function keywordSidePaths(query: CompanySearchQuery): IndexPath[] {
  const paths = candidatePaths(query, countScopeOf(query), query.sortBy);
  const size = (path: IndexPath) => constraintsOf(path.scope).length;
  const kept = paths.filter(
    (path, i) =>
      size(path) > 0 &&
      !paths.some(
        (other, j) =>
          j !== i &&
          within(other.scope, path.scope) &&
          (size(other) > size(path) || (size(other) === size(path) && j < i)),
      ),
  );
  return kept.sort((a, b) => size(b) - size(a)).slice(0, MAX_PATHS);
}
