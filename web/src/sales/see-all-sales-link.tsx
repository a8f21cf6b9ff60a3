import { Link } from 'wouter';
import { salesKeywordOf } from './sales-keyword-of.ts';
import { salesSearchHref } from './sales-search-params.ts';

/** From a name's few comparable sales to every reported sale sharing its main word. */
export function SeeAllSalesLink({ name, words }: { name: string; words: readonly string[] }) {
  const keyword = salesKeywordOf(name, words);
  return (
    <Link href={salesSearchHref({ q: keyword })} className="link link-primary text-sm">
      See all sales with ‘{keyword}’
    </Link>
  );
}
