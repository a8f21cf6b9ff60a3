import type { Currency } from '@domainary/schema/reference/currencies.ts';

// Made on first use, not on import: the first Intl formatter a page makes loads locale data,
// a task the landing page's start-up should not carry before it shows a price.
let wholeUnits: Intl.NumberFormat | undefined;
const wholeUnitsFormat = () => (wholeUnits ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

function isPrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A USD amount shown in the display currency with zero decimals, or 'N/A' when missing. */
export function formatPrice(usd: number | null | undefined, currency: Currency): string {
  if (!isPrice(usd)) return 'N/A';
  return `${currency.symbol}${wholeUnitsFormat().format(usd * currency.rate)}`;
}

/** 'low - high' when both ends exist, the one price when only one does, otherwise 'N/A'. */
export function formatPriceRange(
  low: number | null | undefined,
  high: number | null | undefined,
  currency: Currency,
): string {
  if (isPrice(low) && isPrice(high)) return `${formatPrice(low, currency)} - ${formatPrice(high, currency)}`;
  return formatPrice(isPrice(low) ? low : high, currency);
}
