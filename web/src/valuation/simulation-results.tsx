import type { SimulatorResponse } from '@domainary/schema/contracts/valuation.ts';
import { type CurrencyCode, currencyByCode, isCurrencyCode } from '@domainary/schema/reference/currencies.ts';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { formatPrice, formatPriceRange } from '../currency/format-price.ts';
import { CHANNEL_LABELS } from './channel-labels.ts';
import { ChannelValueCards } from './channel-values.tsx';
import { ComparableSalesTable } from './comparable-sales-table.tsx';
import { FactorBars } from './factor-bars.tsx';
import { valueColourClass } from './factor-levels.ts';
import { defaultSimulatorCurrency, simulatorCurrencies } from './simulator-options.ts';
import { ValueBreakdown } from './value-breakdown.tsx';

/** The simulator's "Results" tab: value, range, factor bars, breakdown and comparable sales in a chosen currency. */
export function SimulationResults({
  response,
  onAdjust,
}: {
  response: SimulatorResponse;
  onAdjust: () => void;
}) {
  const [code, setCode] = useState<CurrencyCode>(defaultSimulatorCurrency);
  const currency = currencyByCode(code);
  const price = (usd: number) => formatPrice(usd, currency);
  const { valuation } = response;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold break-all">
            {response.domainName}.{response.extension}
          </h2>
          <p className="text-sm text-base-content/70">{CHANNEL_LABELS.marketplace.label}</p>
          <p
            id="simulator-estimated-value"
            className={`text-5xl font-bold tabular-nums ${valueColourClass(valuation.estimatedValue)}`}
          >
            {price(valuation.estimatedValue)}
          </p>
          <p className="mt-1 text-base-content/80">
            Likely range{' '}
            <span id="simulator-value-range" className="font-medium tabular-nums">
              {formatPriceRange(valuation.valueRange.min, valuation.valueRange.max, currency)}
            </span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="simulator-currency" className="text-sm font-medium">
            Currency
          </label>
          <select
            id="simulator-currency"
            className="select select-sm w-28"
            value={code}
            onChange={(event) => {
              if (isCurrencyCode(event.target.value)) setCode(event.target.value);
            }}
          >
            {simulatorCurrencies.map((option) => (
              <option key={option} value={option}>
                {currencyByCode(option).symbol} {option}
              </option>
            ))}
          </select>
        </div>
      </div>

      <ChannelValueCards
        channels={valuation.channels}
        headlineChannel="marketplace"
        formatPrice={price}
        formatPriceRange={(min, max) => formatPriceRange(min, max, currency)}
      />

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="simulator-factors-heading">
          <h3 id="simulator-factors-heading" className="mb-3 text-lg font-semibold">
            Value Factors
          </h3>
          <FactorBars factors={valuation.factors} />
        </section>
        <section aria-labelledby="simulator-breakdown-heading">
          <h3 id="simulator-breakdown-heading" className="mb-3 text-lg font-semibold">
            Value Breakdown
          </h3>
          <ValueBreakdown breakdown={valuation.breakdown} formatPrice={price} />
        </section>
      </div>

      <section aria-labelledby="simulator-comparables-heading">
        <h3 id="simulator-comparables-heading" className="mb-3 text-lg font-semibold">
          Comparable Sales
        </h3>
        <ComparableSalesTable
          rows={valuation.comparableSales.map((sale) => ({ ...sale, when: sale.date }))}
          formatPrice={price}
        />
      </section>

      <button type="button" className="btn btn-outline" onClick={onAdjust}>
        <SlidersHorizontal aria-hidden="true" size={16} />
        Adjust Factors
      </button>
    </div>
  );
}
