import type { TotalCountKind } from '@domainary/schema/contracts/companies.ts';

const count = new Intl.NumberFormat('en-US');

/**
 * How many companies a search found and which page is showing. An estimated total (a
 * keyword in too many companies to count) reads "about", and so does the page count it
 * gives: neither pretends to be exact.
 */
export function CompanyCount({
  total,
  kind,
  page,
  pages,
}: {
  total: number;
  kind: TotalCountKind;
  page: number;
  pages: number;
}) {
  const about = kind === 'estimate' ? 'about ' : '';
  return (
    <p role="status" aria-live="polite">
      {about}
      {count.format(total)} {total === 1 && about === '' ? 'company' : 'companies'}
      {pages > 1 && ` · page ${count.format(page)} of ${about}${count.format(pages)}`}
    </p>
  );
}
