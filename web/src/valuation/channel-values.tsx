import type { SaleChannel } from '@domainary/schema/contracts/sales.ts';
import type { ChannelValues, ValuationMoney } from '@domainary/schema/contracts/valuation.ts';
import { CHANNEL_LABELS } from './channel-labels.ts';

// The labels' own keys, not the contract's channel list: the home page's first load carries no zod.
const CHANNELS = Object.keys(CHANNEL_LABELS) as SaleChannel[];

/** "auction prices as of 2020, the latest auction data" as a sentence of its own. */
export const priceBasisSentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * The values of the channels other than the headline's, each with its own 80% range
 * (calibrated on that channel's held-out sales) and, where known, whose prices it is in; or,
 * where the channel rarely sells names like this one, that said instead of a figure.
 */
export function ChannelValueCards({
  channels,
  headlineChannel,
  priceBasis,
  formatPrice,
  formatPriceRange,
}: {
  channels: ChannelValues;
  headlineChannel: SaleChannel;
  priceBasis?: ValuationMoney['priceBasis'];
  formatPrice: (usd: number) => string;
  formatPriceRange: (min: number, max: number) => string;
}) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {CHANNELS.filter((channel) => channel !== headlineChannel).map((channel) => (
        <div key={channel} className="rounded-box border border-base-300 p-4" data-channel={channel}>
          <dt className="text-sm text-base-content/70">{CHANNEL_LABELS[channel].label}</dt>
          <ChannelFigure
            value={channels[channel]}
            rarely={CHANNEL_LABELS[channel].rarely}
            formatPrice={formatPrice}
            formatPriceRange={formatPriceRange}
          />
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

function ChannelFigure({
  value: { value, range, noValueReason },
  rarely,
  formatPrice,
  formatPriceRange,
}: {
  value: ChannelValues['auction'];
  rarely: string;
  formatPrice: (usd: number) => string;
  formatPriceRange: (min: number, max: number) => string;
}) {
  if (value === null || range === null) {
    return (
      <dd className="text-base font-semibold" title={noValueReason ?? undefined} data-no-value="">
        {rarely}
      </dd>
    );
  }
  return (
    <>
      <dd className="text-xl font-semibold tabular-nums">{formatPrice(value)}</dd>
      <dd className="text-xs tabular-nums">80% range {formatPriceRange(range.min, range.max)}</dd>
    </>
  );
}
