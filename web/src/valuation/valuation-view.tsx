import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';
import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import { withQuery } from '../api/with-query.ts';
import { useCurrency } from '../currency/use-currency.ts';
import { figureNames, searchInterestText } from '../domains/index.ts';
import { ReportedSales } from '../sales/index.ts';
import { HelpTooltip } from '../ui/help-tooltip.tsx';
import { WatchButton } from '../watchlist/index.ts';
import { ChannelValueCards, priceBasisSentence } from './channel-values.tsx';
import { ComparableSalesTable } from './comparable-sales-table.tsx';
import { headlineOfValuation } from './headline.ts';
import { HeadlineValue } from './headline-value.tsx';
import { overallRating, ScoreBars } from './score-bars.tsx';
import { shownNameOf } from './shown-name.ts';
import { industryName } from './simulator-options.ts';
import { ValueExplanation } from './value-explanation.tsx';

/**
 * One name's valuation: the name as people read it (an IDN in Unicode, its `xn--` form beside),
 * its own reported sales, the headline value with its range and sale chance, the other
 * channels' values, the reasons, scores and comparable sales.
 */
export function ValuationView({ valuation }: { valuation: ValuationResult }) {
  const { formatPrice, formatPriceRange } = useCurrency();
  const headline = headlineOfValuation(valuation);
  const shown = shownNameOf(valuation.label, valuation.extension);
  return (
    <article aria-labelledby="valuation-domain" className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-6">
        <div className="space-y-1">
          <h2 id="valuation-domain" className="text-2xl font-bold break-all">
            {shown.unicode}
          </h2>
          {shown.ascii && (
            <p className="text-sm text-base-content/70 break-all" data-ascii-name="">
              <span className="sr-only">Registered as </span>
              {shown.ascii}
            </p>
          )}
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
        <div className="flex flex-wrap items-center gap-2">
          <WatchButton fqdn={valuation.domain} lookalike={valuation.lookalike} />
          <Link
            href={withQuery('/domain-valuation-simulator', { domain: valuation.domain })}
            className="btn btn-outline btn-sm"
          >
            <SlidersHorizontal aria-hidden="true" size={16} />
            Try other factors in the simulator
          </Link>
        </div>
      </header>

      {valuation.lookalike && (
        <p role="alert" className="alert alert-warning">
          {valuation.lookalike.message}. It is valued below as any name is, but names like it are used to pass
          for someone else: think twice before watching or registering it.
        </p>
      )}

      <ReportedSales sales={valuation.reportedSales} />

      <section aria-label="Estimated value" className="grid gap-4 md:grid-cols-[2fr_3fr]">
        <div className="rounded-box bg-base-200 p-5">
          <HeadlineValue headline={headline} size="lg" />
          {headline.value !== null && (
            <p className="mt-2 text-xs text-base-content/70">
              In testing, about 8 in 10 held-out {valuation.headlineChannel} sales landed inside their range.
            </p>
          )}
          <p className="text-xs text-base-content/70" data-price-basis={valuation.headlineChannel}>
            {priceBasisSentence(valuation.priceBasis[valuation.headlineChannel].text)}
          </p>
        </div>
        <ChannelValueCards
          channels={valuation.channels}
          headlineChannel={valuation.headlineChannel}
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
