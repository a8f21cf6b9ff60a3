import type { NamePlan, RenewalVerdict } from '@domainary/schema/contracts/portfolio.ts';
import { sharePercent } from '@domainary/schema/portfolio/plan-wording.ts';
import { LookalikeNote } from '../domains/index.ts';
import { formatDate } from '../format/format-date.ts';
import { CHANNEL_LABELS } from '../valuation/index.ts';
import { WatchButton } from '../watchlist/index.ts';
import { usd } from './money.ts';

const verdictStyles: Record<RenewalVerdict, string> = {
  keep: 'badge-success',
  reprice: 'badge-warning',
  drop: 'badge-error',
  unknown: 'badge-neutral',
};

const channelValue = (plan: NamePlan, channel: 'marketplace' | 'auction' | 'brokerage') => {
  const { value, noValueReason } = plan.values[channel];
  return value === null ? (noValueReason ?? 'No value') : usd(value);
};

/** One name's plan: its verdict and the reason in its numbers, the figures the reason rests on, and Watch. */
export function PlanCard({ plan }: { plan: NamePlan }) {
  const { renewal, saleChance, latestSale } = plan;
  return (
    <article
      className="space-y-3 rounded-box border border-base-300 p-4"
      aria-labelledby={`plan-${plan.domain}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`plan-${plan.domain}`} className="font-mono text-lg font-semibold break-all">
            {plan.domain}
          </h3>
          <span className={`badge ${verdictStyles[plan.verdict]}`} data-testid="verdict">
            {plan.verdict}
          </span>
          {latestSale && (
            <span className="badge badge-outline">
              Reported sale: {usd(latestSale.price)} in {latestSale.year}
            </span>
          )}
          {plan.highValue && <span className="badge badge-outline">High value: check before dropping</span>}
        </div>
        <WatchButton fqdn={plan.domain} lookalike={plan.lookalike} />
      </header>
      <LookalikeNote lookalike={plan.lookalike} />
      <p className="text-sm" data-testid="reason">
        {plan.reason}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-4">
        <div>
          <dt className="text-base-content/70">{CHANNEL_LABELS.marketplace.label}</dt>
          <dd className="font-medium">{channelValue(plan, 'marketplace')}</dd>
        </div>
        <div>
          <dt className="text-base-content/70">{CHANNEL_LABELS.auction.label}</dt>
          <dd>{channelValue(plan, 'auction')}</dd>
        </div>
        <div>
          <dt className="text-base-content/70">{CHANNEL_LABELS.brokerage.label}</dt>
          <dd>{channelValue(plan, 'brokerage')}</dd>
        </div>
        <div>
          <dt className="text-base-content/70">Renewal a year</dt>
          <dd title={renewal.source}>
            {usd(renewal.amount)} {renewal.kind === 'typical' ? '(typical)' : '(yours)'}
          </dd>
        </div>
        <div>
          <dt className="text-base-content/70">Chance to sell in a year (estimate)</dt>
          <dd title={saleChance ? `${saleChance.basis}. Source: ${saleChance.source}` : undefined}>
            {saleChance ? `About ${sharePercent(saleChance.perYear)}` : 'Not estimated'}
          </dd>
        </div>
        <div>
          <dt className="text-base-content/70">Expected yearly result</dt>
          <dd className={plan.expectedYearly !== null && plan.expectedYearly < 0 ? 'text-error' : undefined}>
            {usd(plan.expectedYearly)}
          </dd>
        </div>
        <div>
          <dt className="text-base-content/70">Break-even sale</dt>
          <dd>{usd(plan.breakEvenPrice)}</dd>
        </div>
        <div>
          <dt className="text-base-content/70">Expires</dt>
          <dd>
            {plan.expiresOn === null ? 'Not given' : formatDate(plan.expiresOn)}
            {plan.autoRenew !== null && `, auto-renew ${plan.autoRenew ? 'on' : 'off'}`}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-base-content/80">Renewal: {renewal.source}.</p>
    </article>
  );
}
