import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import type { ChannelValue } from '@domainary/schema/contracts/valuation.ts';
import { ExternalLink } from 'lucide-react';
import { marketplaceLink, sponsoredRel } from '../affiliate/index.ts';
import { useCurrency } from '../currency/use-currency.ts';
import { fqdnOf } from '../ui/fqdn.ts';
import { CHANNEL_LABELS, HeadlineValue, headlineOfDomain } from '../valuation/index.ts';
import { WatchButton } from '../watchlist/index.ts';
import { figureNames } from './figure-names.ts';
import { FigureSourceTag } from './figure-source-tag.tsx';
import { overallRating } from './listing-display.ts';
import { LookalikeNote } from './lookalike-note.tsx';
import { ScoreBar } from './score-bar.tsx';

const ratingClass = { High: 'badge-success', Medium: 'badge-warning', Low: 'badge-error' } as const;

/** The details dialog's Estimated Value panel: the headline value with its range and sale chance, the auction value, the overall rating, score bars and the dialog's actions. */
export function EstimatedValuePanel({
  domain,
  onAcquire,
}: {
  domain: DomainCandidate;
  onAcquire: () => void;
}) {
  const { formatPrice, formatPriceRange } = useCurrency();
  const rating = overallRating(domain);
  const fqdn = fqdnOf(domain);
  return (
    <aside
      aria-labelledby="estimated-value-heading"
      className="space-y-4 rounded-box border border-base-300 bg-base-200/50 p-4"
    >
      <h3 id="estimated-value-heading" className="text-lg font-semibold">
        Estimated Value
      </h3>
      <LookalikeNote lookalike={domain.lookalike} />
      <div data-testid="value-range">
        <HeadlineValue headline={headlineOfDomain(domain)} size="md" />
        <p className="text-xs text-base-content/70">
          Where this value comes from
          <FigureSourceTag source={domain.sources.estimatedValue} />
        </p>
      </div>
      {domain.headlineChannel !== 'auction' && (
        <AuctionValue
          auction={domain.analysis.auctionValue}
          formatPrice={formatPrice}
          formatPriceRange={formatPriceRange}
        />
      )}
      <p className="flex items-center gap-2">
        Overall rating
        <span className={`badge ${ratingClass[rating.label]}`} data-rating={rating.label}>
          {rating.label}
        </span>
        <span className="text-sm tabular-nums text-base-content/70">{rating.score.toFixed(1)} / 100</span>
      </p>
      <div className="space-y-3">
        <ScoreBar label="SEO score" score={domain.seoScore} />
        <ScoreBar label="Brand" score={domain.brandScore} />
        <ScoreBar label="Market value" score={domain.analysis.marketValue} />
        <ScoreBar
          label={figureNames.trafficPotential.label}
          score={domain.analysis.trafficPotential}
          help={figureNames.trafficPotential.help}
        />
      </div>
      <div className="flex flex-col gap-2">
        <WatchButton fqdn={fqdn} label="Add to Watchlist" size="md" lookalike={domain.lookalike} />
        <button type="button" className="btn btn-primary" onClick={onAcquire}>
          Acquire Domain
        </button>
        <a href={marketplaceLink(fqdn)} target="_blank" rel={sponsoredRel} className="btn btn-ghost">
          Check Availability
          <ExternalLink aria-hidden="true" size={16} />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </aside>
  );
}

/** The auction value and its range, or that auctions rarely sell names like this one. */
function AuctionValue({
  auction: { value, range, noValueReason },
  formatPrice,
  formatPriceRange,
}: {
  auction: ChannelValue;
  formatPrice: (usd: number) => string;
  formatPriceRange: (min: number, max: number) => string;
}) {
  return (
    <p className="text-sm" data-testid="auction-value">
      {CHANNEL_LABELS.auction.label}{' '}
      {value === null || range === null ? (
        <span className="font-semibold" title={noValueReason ?? undefined}>
          {CHANNEL_LABELS.auction.rarely}
        </span>
      ) : (
        <>
          <span className="font-semibold tabular-nums">{formatPrice(value)}</span>{' '}
          <span className="text-base-content/70 tabular-nums">
            (80% range {formatPriceRange(range.min, range.max)})
          </span>
        </>
      )}
    </p>
  );
}
