import type { DomainSearchQuery } from '@domainary/schema/contracts/domains.ts';
import { type SQL, sql } from 'drizzle-orm';
import { listingFiltersSql } from './data/listing-filters.ts';
import type { Placement } from './search-plan.ts';
import type { SearchTerms } from './search-terms.ts';

const startsWithSql = (form: string) => sql`substr(d.name, 1, ${form.length}) = ${form}`;

function phraseForms(terms: SearchTerms): string[] {
  return [...new Set([terms.joined, terms.hyphenated])];
}

/** The row-level check of a placement; the index scan only narrows to candidates. */
export function placementSql(terms: SearchTerms, placement: Placement): SQL {
  const forms = phraseForms(terms);
  const startsWithPhrase = sql`(${sql.join(forms.map(startsWithSql), sql` or `)})`;
  const holdsPhrase = sql`(${sql.join(
    forms.map((form) => sql`instr(d.name, ${form}) > 0`),
    sql` or `,
  )})`;
  const holdsEveryWord = sql`(${sql.join(
    terms.words.map((word) => sql`instr(d.name, ${word}) > 0`),
    sql` and `,
  )})`;
  switch (placement) {
    case 'start':
      return startsWithPhrase;
    case 'inside':
      return sql`${holdsPhrase} and not ${startsWithPhrase}`;
    case 'apart':
      return sql`${holdsEveryWord} and not ${holdsPhrase}`;
    case 'anywhere':
      return terms.indexed.length > 0 ? holdsEveryWord : holdsPhrase;
  }
}

/** Each filter only when set, and not the exact names the candidates already show. */
export function filtersSql(query: DomainSearchQuery, candidateExtensions: readonly string[]): SQL[] {
  const where = listingFiltersSql(query);
  if (candidateExtensions.length > 0) {
    const names = query.labels.map((label) => label.ascii);
    where.push(sql`not (d.name in ${names} and d.extension in ${candidateExtensions})`);
  }
  return where;
}
