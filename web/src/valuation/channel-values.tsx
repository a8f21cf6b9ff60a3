import type { ChannelValues, ValuationMoney } from '@domainary/schema/contracts/valuation.ts';

/** What each value is for: the market a buyer would meet the name in. */
export const CHANNEL_LABELS = {
  marketplace: { label: 'Retail value (marketplace)', note: 'Listed for sale; our headline value' },
  auction: { label: 'Auction value', note: 'Wholesale, between investors' },
  brokerage: {
    label: 'Brokered deal value',
    note: 'Negotiated with an end user, as in reported deals (which start near $10,000)',
  },
} as const;

/** "auction prices as of 2020, the latest auction data" as a sentence of its own. */
export const priceBasisSentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * The auction and brokered values beside the retail headline, each with its own 80% range
 * (calibrated on that channel's held-out sales) and, where known, whose prices it is in.
 */
export function ChannelValueCards({
  channels,
  priceBasis,
  formatPrice,
  formatPriceRange,
}: {
  channels: ChannelValues;
  priceBasis?: ValuationMoney['priceBasis'];
  formatPrice: (usd: number) => string;
  formatPriceRange: (min: number, max: number) => string;
}) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {(['auction', 'brokerage'] as const).map((channel) => (
        <div key={channel} className="rounded-box border border-base-300 p-4" data-channel={channel}>
          <dt className="text-sm text-base-content/70">{CHANNEL_LABELS[channel].label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatPrice(channels[channel].value)}</dd>
          <dd className="text-xs tabular-nums">
            80% range {formatPriceRange(channels[channel].range.min, channels[channel].range.max)}
          </dd>
          <dd className="text-xs text-base-content/70">{CHANNEL_LABELS[channel].note}</dd>
          {priceBasis && (
            <dd className="text-xs text-base-content/70" data-price-basis={channel}>
              {priceBasisSentence(priceBasis[channel].text)}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
