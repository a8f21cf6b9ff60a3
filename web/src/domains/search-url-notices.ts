import type { ListedStatus } from '@domainary/schema/contracts/domain-choices.ts';
import { browseOf } from './browse-mode.ts';
import { type SearchState, unknownSearchParams } from './domain-search-params.ts';

/** What each parameter is called on screen, and what the form shows in place of an unknown value. */
const fallbacks: Record<ReturnType<typeof unknownSearchParams>[number]['key'], [string, string]> = {
  extension: ['extension', 'all extensions'],
  industry: ['industry', 'all industries'],
  status: ['status', 'all statuses'],
  maxLength: ['maximum length', 'any length'],
  priceRange: ['price range', 'any price'],
  sortBy: ['sort', 'the default order'],
};

const statusNames: Record<ListedStatus, string> = {
  auction: 'Auctions',
  expiring: 'Expiring names',
  premium: 'Premium names',
  available: 'Available names',
};

/**
 * Short notices for a link the form cannot show as it is: an unknown value (shown as the
 * form's default instead), or an end order for names that never end (shown by value).
 */
export function searchUrlNotices(params: URLSearchParams, search: SearchState): string[] {
  const notices = unknownSearchParams(params).map(({ key, value }) => {
    const [name, fallback] = fallbacks[key];
    return `This link’s ${name} “${value.slice(0, 40)}” is not one we offer: showing ${fallback}.`;
  });
  const browse = browseOf(search);
  if (browse && search.sortBy === 'ending' && browse.sortBy !== 'ending')
    notices.push(`${statusNames[browse.status]} have no end date: sorted by value.`);
  return notices;
}
