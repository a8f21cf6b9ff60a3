import type { ChannelValues } from '@domainary/schema/contracts/valuation.ts';

/** What each value is for: the market a buyer would meet the name in. */
export const CHANNEL_LABELS = {
  marketplace: { label: 'Retail value (marketplace)', note: 'Listed for sale; our headline value' },
  auction: { label: 'Auction value', note: 'Wholesale, between investors' },
  brokerage: {
    label: 'Brokered deal value',
    note: 'Negotiated with an end user, as in reported deals (which start near $10,000)',
  },
} as const;

/**
 * The auction and brokered values beside the retail headline, each with its own 80% range
 * (calibrated on that channel's held-out sales).
 */
export function ChannelValueCards({
  channels,
  formatPrice,
  formatPriceRange,
}: {
  channels: ChannelValues;
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
        </div>
      ))}
    </dl>
  );
}
