import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import type { AppraisalResult } from '../../../schema/src/contracts/valuation.ts';
import { withQuery } from '../api/with-query.ts';
import { useCurrency } from '../currency/use-currency.ts';
import { industryName } from '../valuation/simulator-options.ts';
import { ComparableSalesTable } from './comparable-sales-table.tsx';
import { overallRating, ScoreBars } from './score-bars.tsx';
import { ValueExplanation } from './value-explanation.tsx';

const whole = new Intl.NumberFormat('en-US');

/** One name's appraisal: value, range, channel values, the reasons, scores and comparable sales. */
export function AppraisalView({ appraisal }: { appraisal: AppraisalResult }) {
  const { formatPrice, formatPriceRange } = useCurrency();
  const { channelValues } = appraisal;
  return (
    <article aria-labelledby="appraisal-domain" className="space-y-8">
      <header className="flex flex-wrap items-start justify-between gap-6">
        <div className="space-y-1">
          <h2 id="appraisal-domain" className="text-2xl font-bold break-all">
            {appraisal.domain}
          </h2>
          <p className="text-sm text-base-content/70">
            {appraisal.words.length > 0 ? `Reads as ${appraisal.words.join(' + ')}` : 'No dictionary words'}
            {' · '}
            {industryName(appraisal.industry)}
            {' · '}
            {appraisal.keywordVolume > 0
              ? `about ${whole.format(appraisal.keywordVolume)} searches a month`
              : 'no measurable searches'}
          </p>
        </div>
        <Link
          href={withQuery('/domain-valuation-simulator', { domain: appraisal.domain })}
          className="btn btn-outline btn-sm"
        >
          <SlidersHorizontal aria-hidden="true" size={16} />
          Try other factors in the simulator
        </Link>
      </header>

      <section aria-label="Estimated value" className="grid gap-4 md:grid-cols-[2fr_3fr]">
        <div className="rounded-box bg-base-200 p-5">
          <p className="text-sm text-base-content/70">Estimated value</p>
          <p id="appraisal-value" className="text-4xl font-bold tabular-nums text-primary">
            {formatPrice(appraisal.estimatedValue)}
          </p>
          <p className="mt-2 text-sm">
            80% range{' '}
            <span id="appraisal-range" className="font-semibold tabular-nums">
              {formatPriceRange(appraisal.valueRange.min, appraisal.valueRange.max)}
            </span>
          </p>
          <p className="text-xs text-base-content/70">
            In testing, 8 in 10 real sales landed inside their range.
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-3">
          <div className="rounded-box border border-base-300 p-4">
            <dt className="text-sm text-base-content/70">At auction</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatPrice(channelValues.auction)}</dd>
            <dd className="text-xs text-base-content/70">Wholesale, between investors</dd>
          </div>
          <div className="rounded-box border border-base-300 p-4">
            <dt className="text-sm text-base-content/70">On a marketplace</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatPrice(channelValues.marketplace)}</dd>
            <dd className="text-xs text-base-content/70">Listed for sale; our headline value</dd>
          </div>
          <div className="rounded-box border border-base-300 p-4">
            <dt className="text-sm text-base-content/70">Through a broker</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {channelValues.brokerage === null ? 'N/A' : formatPrice(channelValues.brokerage)}
            </dd>
            <dd className="text-xs text-base-content/70">
              {channelValues.brokerage === null
                ? 'Brokers take names worth $25,000 and up'
                : 'Negotiated with an end user'}
            </dd>
          </div>
        </dl>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="appraisal-why">
          <h3 id="appraisal-why" className="mb-3 text-lg font-semibold">
            Why this value
          </h3>
          <ValueExplanation explanation={appraisal.explanation} />
        </section>
        <section aria-labelledby="appraisal-scores">
          <h3 id="appraisal-scores" className="mb-3 text-lg font-semibold">
            Scores{' '}
            <span className="badge badge-outline ml-2 align-middle">
              Overall {overallRating(appraisal.scores)}
            </span>
          </h3>
          <ScoreBars scores={appraisal.scores} />
        </section>
      </div>

      <section aria-labelledby="appraisal-comparables">
        <h3 id="appraisal-comparables" className="mb-3 text-lg font-semibold">
          Comparable sales
        </h3>
        <ComparableSalesTable
          rows={appraisal.comparableSales.map((sale) => ({ ...sale, when: String(sale.year) }))}
          formatPrice={formatPrice}
        />
      </section>
    </article>
  );
}
