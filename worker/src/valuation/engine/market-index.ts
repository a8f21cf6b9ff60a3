import type { Channel } from './features.ts';
import fitted from './market-index.json' with { type: 'json' };

/** One channel's yearly price index as `npm run market-index` writes it. */
export interface ChannelIndex {
  /** The first and last year with any of the channel's sales; the index is 1 at the last. */
  firstYear: number;
  lastYear: number;
  years: Array<{
    year: number;
    /** Prices of that year over prices of the last year, like for like. */
    index: number;
    /** Standard error of log10(index); null where no like-for-like link measured a change since. */
    se: number | null;
    /** The channel's sales reported in that year. */
    sales: number;
  }>;
  /** Each measured year-on-year change: a source file's like-for-like sales in two years (sales: the counts before, after). */
  links: Array<{ year: number; source: string; logChange: number; se: number; sales: number[] }>;
}

export interface MarketIndexFile {
  channels: Record<Channel, ChannelIndex>;
}

const DAY_MS = 86_400_000;
const file = fitted as MarketIndexFile;
const levels = new Map<Channel, Map<number, number>>(
  Object.entries(file.channels).map(([c, index]) => [
    c as Channel,
    new Map(index.years.map((y) => [y.year, y.index])),
  ]),
);

/** The earliest year a valuation can be asked in: the first year of any reported sale. */
export const FIRST_PRICE_YEAR = Math.min(...Object.values(file.channels).map((c) => c.firstYear));

export function channelIndex(channel: Channel): ChannelIndex {
  return file.channels[channel];
}

/** The year whose prices a channel's value in `asOf` money speaks: asOf held inside the channel's data. */
export function priceYearOf(channel: Channel, asOf: number): number {
  const { firstYear, lastYear } = file.channels[channel];
  return Math.min(lastYear, Math.max(firstYear, asOf));
}

function levelOf(channel: Channel, year: number): number {
  return levels.get(channel)?.get(priceYearOf(channel, year)) ?? 1;
}

/**
 * log10 of what moves a channel's value from its reference year (its last year of data, where
 * the model speaks) to `asOf` money. Zero past the channel's data: carried flat.
 */
export function asOfShift(channel: Channel, asOf: number): number {
  return Math.log10(levelOf(channel, asOf));
}

/** What a dollar paid through a channel in `fromYear` is in `toYear` money of that channel. */
export function carryFactor(channel: Channel, fromYear: number, toYear: number): number {
  return levelOf(channel, toYear) / levelOf(channel, fromYear);
}

/** Whose prices a channel's value in `asOf` money is, and whether it is carried past the channel's data. */
export function priceBasisOf(channel: Channel, asOf: number) {
  const year = priceYearOf(channel, asOf);
  const { firstYear, lastYear } = file.channels[channel];
  const where =
    year === lastYear
      ? `, the latest ${channel} data`
      : year === firstYear
        ? `, the earliest ${channel} data`
        : '';
  return { year, carried: year !== asOf, text: `${channel} prices as of ${year}${where}` };
}

/** Each year's level is taken as of 1 July; between those days the index moves log-linearly. */
function anchorDay(year: number): number {
  return Date.UTC(year, 6, 1) / DAY_MS;
}

/**
 * A channel's index on a day counted from 1970-01-01, moving log-linearly between the middles
 * of its years and flat before its first year and after its last.
 */
export function marketIndexOn(day: number, channel: Channel): number {
  const year = new Date(day * DAY_MS).getUTCFullYear();
  const from = day >= anchorDay(year) ? year : year - 1;
  const a = levelOf(channel, from);
  const b = levelOf(channel, from + 1);
  const t = (day - anchorDay(from)) / (anchorDay(from + 1) - anchorDay(from));
  return a * (b / a) ** t;
}
