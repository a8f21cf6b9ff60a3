import { Briefcase, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { PlanList } from '../portfolio/plan-list.tsx';
import type { PortfolioReading } from '../portfolio/portfolio-file.ts';
import { PortfolioInputForm } from '../portfolio/portfolio-input-form.tsx';
import { PortfolioSummary } from '../portfolio/portfolio-summary.tsx';
import { portfolioTotals } from '../portfolio/portfolio-totals.ts';
import { ReadingReport } from '../portfolio/reading-report.tsx';
import { RenewalBillChart } from '../portfolio/renewal-bill-chart.tsx';
import { usePortfolioPlan } from '../portfolio/use-portfolio-plan.ts';
import { productName } from '../site.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';

const whole = new Intl.NumberFormat('en-US');

/** /portfolio: keep or drop, a renewal plan for the visitor's own names, kept in their browser. */
export default function PortfolioPage() {
  usePageMeta({
    title: `Portfolio Renewal Planner - ${productName}`,
    description:
      'Keep or drop: upload your registrar export or paste your domain names, and see each renewal weighed against its value and chance to sell, with a verdict and the numbers behind it.',
    path: '/portfolio',
  });
  const { state, portfolio, stored, plan, clear } = usePortfolioPlan();
  const [reading, setReading] = useState<{ reading: PortfolioReading; source: string } | null>(null);
  // One day for the whole page, so the chart and the filters agree on what "next month" is.
  const [today] = useState(() => new Date());
  const plans = state.kind === 'planned' ? state.plans : null;
  const totals = useMemo(() => (plans ? portfolioTotals(plans, today) : null), [plans, today]);
  const busy = state.kind === 'planning';

  return (
    <div className="space-y-8">
      <header className="max-w-3xl space-y-3">
        <h1 className="flex items-center gap-3 text-3xl font-bold">
          <Briefcase aria-hidden="true" size={28} className="text-primary" />
          Keep or Drop: Portfolio Renewal Planner
        </h1>
        <p className="text-base-content/80">
          Each name's yearly renewal weighed against its value and its estimated chance to sell: a verdict
          (keep, reprice, drop or unknown) with the numbers it rests on. A name pays for itself when chance to
          sell × marketplace value × (1 − commission) covers its renewal. All amounts are in US dollars.
        </p>
        <p className="text-sm text-base-content/70" data-testid="privacy-note">
          Your list stays in this browser (its local storage). It is sent only to Domainary's planner to be
          valued, which keeps nothing of it. Clearing it here removes it. To follow a name's expiry, add it to
          your{' '}
          <Link href="/watchlist" className="link link-primary">
            watchlist
          </Link>
          .
        </p>
      </header>

      <PortfolioInputForm
        initialCommission={portfolio?.commission}
        savedNames={portfolio?.names.length ?? 0}
        busy={busy}
        onRead={(next, commission, source) => {
          setReading({ reading: next, source });
          if (next.ok && next.names.length > 0) void plan(next.names, commission);
        }}
        onReplan={(commission) => portfolio && void plan(portfolio.names, commission)}
      />

      {reading && <ReadingReport reading={reading.reading} source={reading.source} />}

      {!stored && (
        <div role="status" className="alert alert-warning">
          This browser would not store the list, so it will be gone when you leave the page.
        </div>
      )}

      {state.kind === 'planning' && (
        <div role="status" className="space-y-2" aria-live="polite">
          <p>
            Valuing your names: {whole.format(state.planned)} of {whole.format(state.total)}
          </p>
          <progress
            className="progress progress-primary w-full"
            value={state.planned}
            max={state.total}
            aria-label="Names valued"
          />
        </div>
      )}

      {state.kind === 'failed' && <ErrorAlert message={state.message} />}

      {state.kind === 'empty' && !reading && (
        <p className="text-base-content/70">
          No portfolio yet: paste your names or upload your registrar's export above.
        </p>
      )}

      {state.kind === 'planned' && totals && portfolio && (
        <div className="space-y-8">
          {state.refused.length > 0 && (
            <div role="status" className="alert alert-warning">
              The planner could not read {state.refused.map((r) => `${r.domain} (${r.error})`).join('; ')}.
            </div>
          )}
          <PortfolioSummary totals={totals} commission={portfolio.commission} />
          <RenewalBillChart totals={totals} />
          <PlanList plans={state.plans} today={today} />
          <button type="button" className="btn btn-ghost btn-sm text-error" onClick={clear}>
            <Trash2 aria-hidden="true" size={16} />
            Clear this portfolio from the browser
          </button>
        </div>
      )}
    </div>
  );
}
