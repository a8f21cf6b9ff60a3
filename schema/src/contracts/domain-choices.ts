/**
 * What a domain search can ask for: extensions, statuses, filters and sorts. Plain values with
 * no zod, so the home page can offer them without shipping the schemas (domains.ts) to the browser.
 */

/**
 * The extensions the search form offers, about 50: every extension the seed
 * registers names under, then popular new gTLDs. The API refuses any other.
 */
// biome-ignore format: ten a row reads better than 51 lines
export const searchExtensions = [
  'com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev', 'tech', 'info',
  'biz', 'me', 'us', 'xyz', 'online', 'site', 'website', 'store', 'shop', 'blog',
  'agency', 'studio', 'design', 'cloud', 'digital', 'media', 'news', 'live', 'club', 'life',
  'world', 'space', 'solutions', 'tv', 'cc', 'uk', 'co.uk', 'de', 'fr', 'es',
  'it', 'nl', 'eu', 'ca', 'au', 'com.au', 'in', 'cn', 'co.jp', 'com.br', 'com.mx',
] as const;
export type SearchExtension = (typeof searchExtensions)[number];

/** Candidates when the visitor asks for no extension in particular. */
export const defaultCandidateExtensions = ['com', 'net', 'org', 'io', 'co', 'ai'] as const;

/**
 * A name's status: the aftermarket's (available, expiring, auction, premium), a registered
 * name's (taken, active, expired), `redirect` (a company name forwarding to its main site)
 * and `unverified` for a candidate name no provider has checked.
 */
export const domainStatuses = [
  'available',
  'taken',
  'expiring',
  'auction',
  'premium',
  'active',
  'redirect',
  'expired',
  'unverified',
] as const;

/** The statuses of a registered name in use: what the `taken` filter finds. */
export const takenStatuses = ['taken', 'active', 'redirect'] as const;
export type DomainStatus = (typeof domainStatuses)[number];

export const statusFilters = ['all', 'available', 'taken', 'expiring', 'auction', 'premium'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** The aftermarket's statuses, whose names can be browsed without a keyword. */
export const listedStatuses = ['auction', 'expiring', 'premium', 'available'] as const;
export type ListedStatus = (typeof listedStatuses)[number];

/** The listed statuses whose names end: an auction closes, an expiring name drops. */
const endingStatuses = ['auction', 'expiring'] as const satisfies readonly ListedStatus[];

/** A browse's orders: estimated value, highest first, or ending soonest (ending statuses only). */
export const listedSorts = ['value', 'ending'] as const;
export type ListedSort = (typeof listedSorts)[number];

export const hasEndTime = (status: ListedStatus): boolean =>
  (endingStatuses as readonly ListedStatus[]).includes(status);

/**
 * The search's price bands in USD, [min, max), over the acquisition price: what a buyer pays on top
 * of the registration cost (the current bid of an auction, the asking price of a listed
 * name, nothing for an available name at the registry's standard price). Free is that last
 * case; a registered name nobody offers has no price and falls in no band.
 */
export const priceRanges = {
  free: { label: 'Free', min: 0, max: 1 },
  low: { label: 'Low (under $100)', min: 1, max: 100 },
  medium: { label: 'Medium ($100-1000)', min: 100, max: 1000 },
  high: { label: 'High ($1000-10000)', min: 1000, max: 10000 },
  premium: { label: 'Premium ($10000+)', min: 10000, max: null },
} as const;
export type PriceRange = keyof typeof priceRanges;

export const sortOptions = ['relevance', 'value', 'length'] as const;
export type SortOption = (typeof sortOptions)[number];

/** The search's maximum-length choices: 5 to 14, and 15+ (no upper bound). */
export const maxLengthChoices = ['5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15+'] as const;

/** A DNS label is at most 63 characters. */
export const MAX_KEYWORD_LENGTH = 63;
/**
 * What a keyword box takes, the form and the API alike: as long as a full domain name, so a
 * pasted address always fits; its name must still fit one label.
 */
export const MAX_TYPED_KEYWORD_LENGTH = 253;
export const MAX_SEARCH_LIMIT = 50;
export const DEFAULT_SEARCH_LIMIT = 20;
