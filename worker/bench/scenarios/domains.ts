import { Random } from '@domainary/schema/testing/seeded-random.ts';
import type { BenchRequest, Scenario } from '../scenario.ts';

/**
 * Domain searches over the full seed (~3 million names): the keywords visitors type, from
 * the commonest words (tens of thousands of matches) to strings almost no name contains,
 * one- and two-character keywords, with every filter and sort; phrases of several words;
 * accented and non-Latin keywords and pasted addresses; plus the expiring strip and
 * browsing a status without a keyword.
 * A fixed PRNG picks the combinations, so every run replays the same requests.
 */

// biome-ignore format: ten a row
const commonWords = [
  'car', 'shop', 'home', 'cloud', 'tech', 'best', 'pay', 'love', 'pro', 'data',
  'green', 'food', 'health', 'travel', 'game', 'art', 'law', 'crypto', 'social', 'smart',
  'web', 'app', 'net', 'bank', 'fit', 'solar', 'pet', 'kids', 'style', 'news',
  'market', 'global', 'digital', 'media', 'design', 'studio', 'group', 'labs', 'hub', 'store',
  'coffee', 'pizza', 'hotel', 'golf', 'music', 'photo', 'book', 'learn', 'money', 'trade',
  'energy', 'water', 'house', 'auto', 'bike', 'beauty', 'care', 'team', 'play', 'work',
];

// biome-ignore format: ten a row
const rareStrings = [
  'zyzzyva', 'qxv', 'kumquat', 'fjord', 'quokka', 'zephyr', 'jinx', 'vortex', 'nimbus', 'wqk',
  'xylo', 'glyph', 'sphinx', 'quartz', 'zebu', 'kiwifruit', 'oxbow', 'yurt', 'fizzbuzz', 'wyvern',
  'bramble', 'larkspur', 'cobalt', 'ocelot', 'tundra', 'gecko', 'mauve', 'pixelpeak', 'brewhaven', 'snorkel',
  'quibble', 'zigzag', 'jubilee', 'kazoo', 'marzipan', 'nougat', 'pelican', 'quasar', 'rhubarb', 'saffron',
  'topaz', 'umbra', 'vellum', 'walrus', 'xenon', 'yonder', 'zenith', 'azure', 'blizzard', 'cactus',
];

// biome-ignore format: ten a row
const shortKeywords = [
  'ai', 'go', 'my', 'ez', 'io', 'tv', 'up', 'on', 'me', 'we',
  'ok', 'hi', 'yo', 'vr', 'ar', 'bo', 'zu', 'qi', 'xo', 'jo',
  'la', 'ny', 'uk', 'eu', 'dr', 'mr', 'pc', 'it', 'fx', 'db',
  'a', 'x', 'z', 'q', 'k', 'b', 'e', 'm', 's', 't',
];

// biome-ignore format: five a row
const typedAsPeopleType = [
  'café', 'Café Paris', 'münchen reisen', 'straße', 'ñandú',
  'москва', 'привет мир', 'αθήνα', '東京', 'القاهرة',
  'https://www.Example.com/path', 'mail@brightpath.io', 'www.coffee-shop.io', 'Coffee & Tea', 'AT&T',
  "joe's pizza", '  Best   Pizza NYC ', 'coffee shop.io', 'crème brûlée', 'São Paulo',
];

const extensions = ['com', 'io', 'ai', 'net', 'org', 'co', 'app', 'shop', 'co.uk', 'com,io,ai'];
const statuses = ['available', 'taken', 'expiring', 'auction', 'premium'];
const priceRanges = ['free', 'low', 'medium', 'high', 'premium'];
const maxLengths = ['5', '6', '7', '8', '10', '12', '14', '15+'];
const industries = [
  'tech',
  'finance',
  'health',
  'ecommerce',
  'food',
  'travel',
  'automotive',
  'crypto',
  'general',
];
const sorts = ['relevance', 'value', 'length'];

function searchPath(params: Record<string, string>): string {
  return `/api/domains?${new URLSearchParams(params)}`;
}

/** Keywords alone, under each sort. */
function plain(words: readonly string[], seed: number): BenchRequest[] {
  const random = new Random(seed, 'bench-domain-search');
  return words.map((query) => ({ path: searchPath({ query, sortBy: random.pick(sorts) }) }));
}

/** Keywords with one to four filters, as the advanced panel sets them. */
function filtered(words: readonly string[], count: number, seed: number): BenchRequest[] {
  const random = new Random(seed, 'bench-domain-filters');
  const next = () => random.float();
  const pick = <T>(items: readonly T[]) => random.pick(items);
  return Array.from({ length: count }, () => {
    const params: Record<string, string> = { query: pick(words) };
    if (next() < 0.6) params.extension = pick(extensions);
    if (next() < 0.5) params.status = pick(statuses);
    if (next() < 0.35) params.priceRange = pick(priceRanges);
    if (next() < 0.35) params.maxLength = pick(maxLengths);
    if (next() < 0.3) params.industry = pick(industries);
    params.sortBy = pick(sorts);
    return { path: searchPath(params) };
  });
}

/** Two- and three-word phrases of common words: the widest "every word" scans. */
function phrases(count: number, seed: number): BenchRequest[] {
  const random = new Random(seed, 'bench-domain-phrases');
  return Array.from({ length: count }, () => {
    const words = Array.from({ length: random.float() < 0.7 ? 2 : 3 }, () => random.pick(commonWords));
    return { path: searchPath({ query: words.join(' '), sortBy: random.pick(sorts) }) };
  });
}

/** Browses of one listed status without a keyword: each status and order, with and without filters. */
function statusBrowses(count: number, seed: number): BenchRequest[] {
  const random = new Random(seed, 'bench-status-browse');
  const next = () => random.float();
  const pick = <T>(items: readonly T[]) => random.pick(items);
  return Array.from({ length: count }, () => {
    const status = pick(['auction', 'expiring', 'premium', 'available']);
    const params: Record<string, string> = { status, limit: '20' };
    if ((status === 'auction' || status === 'expiring') && next() < 0.5) params.sortBy = 'ending';
    if (next() < 0.5) params.extension = pick(extensions);
    if (next() < 0.35) params.priceRange = pick(priceRanges);
    if (next() < 0.35) params.maxLength = pick(maxLengths);
    if (next() < 0.2) params.industry = pick(industries);
    return { path: `/api/domains/listed?${new URLSearchParams(params)}` };
  });
}

const common = plain(commonWords, 1);
const rare = plain(rareStrings, 2);
const short = plain(shortKeywords, 3);
const withFilters = filtered([...commonWords, ...rareStrings, ...shortKeywords], 100, 4);
const phrased = phrases(100, 5);
const typed = plain(typedAsPeopleType, 6);

/** Every request of the mix, interleaved so no one kind runs warm after its own kind. */
function interleave(...lists: BenchRequest[][]): BenchRequest[] {
  const out: BenchRequest[] = [];
  for (let i = 0; out.length < lists.reduce((n, l) => n + l.length, 0); i++) {
    for (const list of lists) if (list[i]) out.push(list[i] as BenchRequest);
  }
  return out;
}

export const domainScenarios: Scenario[] = [
  { name: 'domain search: mix (250 keywords)', requests: interleave(common, rare, short, withFilters) },
  { name: 'domain search: common words', requests: common },
  { name: 'domain search: rare strings', requests: rare },
  { name: 'domain search: 1-2 characters', requests: short },
  { name: 'domain search: with filters', requests: withFilters },
  { name: 'domain search: phrases', requests: phrased },
  { name: 'domain search: IDN, scripts and pasted addresses', requests: typed },
  { name: 'status browse: each status and order, with filters', requests: statusBrowses(100, 7) },
  {
    name: 'expiring strip',
    requests: Array.from({ length: 100 }, (_, i) => ({
      path: `/api/domains/expiring?limit=4&_=${1_790_000_000_000 + i}`,
    })),
  },
];
