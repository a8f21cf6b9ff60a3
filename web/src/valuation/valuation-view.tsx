import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';
import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import { withQuery } from '../api/with-query.ts';
import { useCurrency } from '../currency/use-currency.ts';
import { figureNames, searchInterestText } from '../domains/figure-names.ts';
import { HelpTooltip } from '../generator/help-tooltip.tsx';
import { ReportedSales } from '../sales/reported-sales.tsx';
import { industryName } from '../valuation/simulator-options.ts';
import { CHANNEL_LABELS, ChannelValueCards, priceBasisSentence } from './channel-values.tsx';
import { ComparableSalesTable } from './comparable-sales-table.tsx';
import { overallRating, ScoreBars } from './score-bars.tsx';
import { ValueExplanation } from './value-explanation.tsx';

/** One name's valuation: its own reported sales first, then the retail value and range, the other channels' values, the reasons, scores and comparable sales. */
export function ValuationView({ valuation }: { valuation: ValuationResult }) {
  const { formatPrice, formatPriceRange } = useCurrency();
  return (
    <article aria-labelledby="valuation-domain" className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-6">
        <div className="space-y-1">
          <h2 id="valuation-domain" className="text-2xl font-bold break-all">
            {valuation.domain}
          </h2>
          <p className="text-sm text-base-content/70">
            {valuation.words.length > 0 ? `Reads as ${valuation.words.join(' + ')}` : 'No dictionary words'}
            {' · '}
            {industryName(valuation.industry)}
            {' · '}
            <span className="inline-flex items-center gap-1" data-figure="keyword-volume">
              {figureNames.keywordVolume.label}: {searchInterestText(valuation.keywordVolume)}
              <HelpTooltip
                label={`How ${figureNames.keywordVolume.label.toLowerCase()} is derived`}
                text={figureNames.keywordVolume.help}
              />
            </span>
          </p>
        </div>
        <Link
          href={withQuery('/domain-valuation-simulator', { domain: valuation.domain })}
          className="btn btn-outline btn-sm"
        >
          <SlidersHorizontal aria-hidden="true" size={16} />
          Try other factors in the simulator
        </Link>
      </header>

      <ReportedSales sales={valuation.reportedSales} />

      <section aria-label="Estimated value" className="grid gap-4 md:grid-cols-[2fr_3fr]">
        <div className="rounded-box bg-base-200 p-5">
          <p className="text-sm text-base-content/70">{CHANNEL_LABELS.marketplace.label}</p>
          <p id="valuation-value" className="text-4xl font-bold tabular-nums text-primary">
            {formatPrice(valuation.estimatedValue)}
          </p>
          <p className="mt-2 text-sm">
            80% range{' '}
            <span id="valuation-range" className="font-semibold tabular-nums">
              {formatPriceRange(valuation.valueRange?.min, valuation.valueRange?.max)}
            </span>
          </p>
          <p className="text-xs text-base-content/70">
            In testing, about 8 in 10 held-out marketplace sales landed inside their range.
          </p>
          <p className="text-xs text-base-content/70" data-price-basis="marketplace">
            {priceBasisSentence(valuation.priceBasis.marketplace.text)}
          </p>
        </div>
        <ChannelValueCards
          channels={valuation.channels}
          priceBasis={valuation.priceBasis}
          formatPrice={formatPrice}
          formatPriceRange={formatPriceRange}
        />
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="valuation-why">
          <h3 id="valuation-why" className="mb-3 text-lg font-semibold">
            Why this value
          </h3>
          <ValueExplanation explanation={valuation.explanation} />
        </section>
        <section aria-labelledby="valuation-scores">
          <h3 id="valuation-scores" className="mb-3 text-lg font-semibold">
            Scores{' '}
            <span className="badge badge-outline ml-2 align-middle">
              Overall {overallRating(valuation.scores)}
            </span>
          </h3>
          <ScoreBars scores={valuation.scores} />
        </section>
      </div>

      <section aria-labelledby="valuation-comparables">
        <h3 id="valuation-comparables" className="mb-3 text-lg font-semibold">
          Comparable sales
        </h3>
        <ComparableSalesTable
          rows={valuation.comparableSales.map((sale) => ({ ...sale, when: String(sale.year) }))}
          formatPrice={formatPrice}
        />
      </section>
    </article>
  );
}
