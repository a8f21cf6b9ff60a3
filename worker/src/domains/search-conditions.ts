import { type DomainSearchQuery, priceRanges, takenStatuses } from '@domainary/schema/contracts/domains.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Placement } from './search-plan.ts';
import type { SearchTerms } from './search-terms.ts';

/**
 * The price a price band filters on (see priceRanges): an auction's current bid (else its
 * fee), an available name's fee (0 when it has none), any other name's acquisition fee.
 */
const acquisitionPrice = sql`(case d.status
  when 'auction' then coalesce(d.current_bid, d.acquisition_fee)
  when 'available' then coalesce(d.acquisition_fee, 0)
  else d.acquisition_fee end)`;

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
  const where: SQL[] = [];
  if (query.extensions.length > 0) where.push(sql`d.extension in ${query.extensions}`);
  if (query.industry) where.push(sql`d.industry = ${query.industry}`);
  if (query.status === 'taken') where.push(sql`d.status in ${takenStatuses}`);
  else if (query.status) where.push(sql`d.status = ${query.status}`);
  if (query.maxLength !== undefined) where.push(sql`d.length <= ${query.maxLength}`);
  if (query.priceRange) {
    const band = priceRanges[query.priceRange];
    where.push(sql`${acquisitionPrice} >= ${band.min}`);
    if (band.max !== null) where.push(sql`${acquisitionPrice} < ${band.max}`);
  }
  if (candidateExtensions.length > 0) {
    const names = query.labels.map((label) => label.ascii);
    where.push(sql`not (d.name in ${names} and d.extension in ${candidateExtensions})`);
  }
  return where;
}
