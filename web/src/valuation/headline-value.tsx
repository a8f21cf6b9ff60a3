import { useCurrency } from '../currency/use-currency.ts';
import { HelpTooltip } from '../ui/help-tooltip.tsx';
import { CHANNEL_LABELS } from './channel-labels.ts';
import { chanceText, type Headline, saleChanceHelp } from './headline.ts';

const SIZES = {
  lg: { label: 'text-sm', value: 'text-4xl font-bold text-primary', detail: 'text-sm' },
  md: { label: 'text-sm', value: 'text-2xl font-bold', detail: 'text-sm' },
  sm: { label: 'text-xs', value: 'text-base font-semibold', detail: 'text-xs' },
} as const;

/**
 * A name's one headline figure, the same on every surface: labelled with its channel
 * ("Marketplace value"), its 80% range and the estimated chance that it sells in a year; or,
 * when the sales give no number for such a name, that said in words with the reason.
 */
export function HeadlineValue({ headline, size = 'sm' }: { headline: Headline; size?: keyof typeof SIZES }) {
  const { formatPrice, formatPriceRange } = useCurrency();
  const style = SIZES[size];
  const { value, range, rangeNote, channel, saleChance, noValueReason } = headline;
  return (
    <div className="space-y-0.5" data-headline={channel}>
      <p className={`${style.label} text-base-content/70`}>{CHANNEL_LABELS[channel].label}</p>
      {value === null ? (
        <>
          <p className={`${style.value} text-base-content`} data-headline-value="none">
            No value given
          </p>
          <p className={style.detail} data-no-value-reason="">
            {noValueReason}.
          </p>
        </>
      ) : (
        <>
          <p className={`${style.value} tabular-nums`} data-headline-value="">
            {formatPrice(value)}
          </p>
          {range && (
            <p className={`${style.detail} tabular-nums`} data-headline-range="">
              80% range {formatPriceRange(range.min, range.max)}
            </p>
          )}
          {rangeNote && (
            <p className={`${style.detail} text-base-content/70`} data-range-note="">
              {rangeNote}.
            </p>
          )}
        </>
      )}
      {saleChance && (
        <p className={`${style.detail} flex items-center gap-1 text-base-content/80`} data-sale-chance="">
          Est. chance to sell in a year: {chanceText(saleChance.perYear)}
          <HelpTooltip label="How the chance to sell is estimated" text={saleChanceHelp(saleChance)} />
        </p>
      )}
    </div>
  );
}
