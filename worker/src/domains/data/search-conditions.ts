import type { DomainSearchQuery } from '@domainary/schema/contracts/domains.ts';
import { type SQL, sql } from 'drizzle-orm';
import { listingFiltersSql } from './listing-filters.ts';

/**
 * What stored names must hold for a keyword of one or more words, all in ASCII (as stored
 * names are): the phrase, run together or hyphenated, and every word.
 */
export interface SearchTerms {
  /** `coffeeshop`: a name starting with the phrase is the closest match. */
  joined: string;
  /** `coffee-shop`; the same as `joined` for one word. */
  hyphenated: string;
  /** Every word, once; each must appear somewhere in a match. */
  words: string[];
  /**
   * The words the trigram index can find (three letters or more). Shorter ones are checked
   * on the rows those find; when every word is short, the phrase itself is looked up.
   */
  indexed: string[];
}

/**
 * How a matched name relates to the keyword, closest first: it starts with the phrase; it
 * holds the phrase further in; it holds every word but not as the phrase. `anywhere` is
 * any of these, for orders that do not rank by closeness.
 */
export type Placement = 'start' | 'inside' | 'apart' | 'anywhere';

const startsWithSql = (form: string) => sql`substr(d.name, 1, ${form.length}) = ${form}`;

function phraseForms(terms: SearchTerms): string[] {
  return [...new Set([terms.joined, terms.hyphenated])];
}

/** The row-level check of a placement; the index scan only narrows to candidates. */
function placementSql(terms: SearchTerms, placement: Placement): SQL {
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

/** A phase's row-level conditions: its placement's check and every filter. */
export function phaseWhereSql(terms: SearchTerms, placement: Placement, filters: readonly SQL[]): SQL {
  return sql.join([placementSql(terms, placement), ...filters], sql` and `);
}
