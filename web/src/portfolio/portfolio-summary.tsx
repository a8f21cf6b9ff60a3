import { sharePercent } from '@domainary/schema/portfolio/plan-wording.ts';
import { usd } from './money.ts';
import type { PortfolioTotals } from './portfolio-totals.ts';

const whole = new Intl.NumberFormat('en-US');
const names = (count: number) => `${whole.format(count)} ${count === 1 ? 'name' : 'names'}`;

/** The portfolio's totals: what renewing costs a year, what sales are expected to bring, and the names that lose. */
export function PortfolioSummary({ totals, commission }: { totals: PortfolioTotals; commission: number }) {
  return (
    <section aria-labelledby="summary-heading" className="space-y-3">
      <h2 id="summary-heading" className="text-xl font-semibold">
        Your portfolio: {names(totals.names)}
      </h2>
      <dl className="stats stats-vertical w-full border border-base-300 sm:stats-horizontal">
        <div className="stat">
          <dt className="stat-title text-base-content/80">Yearly renewal bill</dt>
          <dd className="stat-value text-2xl" data-testid="renewal-bill">
            {usd(totals.renewalBill)}
          </dd>
          <dd className="stat-desc text-base-content/80">Every name renewed for a year</dd>
        </div>
        <div className="stat">
          <dt className="stat-title text-base-content/80">Expected sales income (estimate)</dt>
          <dd className="stat-value text-2xl" data-testid="expected-income">
            {usd(totals.expectedIncome)}
          </dd>
          <dd className="stat-desc whitespace-normal text-base-content/80">
            A year, after {sharePercent(commission)} commission
            {totals.unestimated > 0 && `; ${names(totals.unestimated)} without an estimate not counted`}
          </dd>
        </div>
        <div className="stat">
          <dt className="stat-title text-base-content/80">Cost more than they earn</dt>
          <dd className="stat-value text-2xl" data-testid="losing-names">
            {names(totals.losing.names)}
          </dd>
          <dd className="stat-desc whitespace-normal text-base-content/80">
            {usd(totals.losing.renewals)} a year in renewals
            {totals.unvalued.names > 0 &&
              `; and ${names(totals.unvalued.names)} with no marketplace value (${usd(totals.unvalued.renewals)} a year)`}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-base-content/80" data-testid="verdict-counts">
        Verdicts: keep {whole.format(totals.verdicts.keep)}, reprice {whole.format(totals.verdicts.reprice)},
        drop {whole.format(totals.verdicts.drop)}, unknown {whole.format(totals.verdicts.unknown)}.
      </p>
    </section>
  );
}
