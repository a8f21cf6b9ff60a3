import type { NamePlan } from '@domainary/schema/contracts/portfolio.ts';
import { CalendarPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DownloadCsvButton } from '../ui/download-csv-button.tsx';
import { downloadText } from '../ui/download-text.ts';
import { Pager } from '../ui/pager.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanFilters } from './plan-filters.tsx';
import { extensionOf, noFilter, type PlanSort, viewPlans } from './plan-view.ts';
import { plansCsv } from './plans-csv.ts';
import { renewalCalendar } from './renewal-calendar.ts';

const PAGE_SIZE = 50;
const whole = new Intl.NumberFormat('en-US');

/** Every planned name, sorted and filtered, a page at a time, with the CSV and calendar of what is shown. */
export function PlanList({ plans, today }: { plans: readonly NamePlan[]; today: Date }) {
  const [filter, setFilter] = useState(noFilter);
  const [sort, setSort] = useState<PlanSort>('renewal');
  const [page, setPage] = useState(1);
  const extensions = useMemo(() => [...new Set(plans.map((p) => extensionOf(p.domain)))].sort(), [plans]);
  const shown = useMemo(() => viewPlans(plans, filter, sort, today), [plans, filter, sort, today]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const dated = shown.filter((p) => p.expiresOn !== null).length;
  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plans-heading" className="text-xl font-semibold">
          Each name ({whole.format(shown.length)} of {whole.format(plans.length)} shown)
        </h2>
        <div className="flex flex-wrap gap-2">
          <DownloadCsvButton
            fileName="domainary-portfolio-plan.csv"
            csv={() => plansCsv(shown)}
            disabled={shown.length === 0}
          />
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={dated === 0}
            title={dated === 0 ? 'None of these names has an expiry date to put in a calendar' : undefined}
            onClick={() =>
              downloadText(
                'domainary-renewals.ics',
                renewalCalendar(shown, new Date(), window.location.origin),
                'text/calendar;charset=utf-8',
              )
            }
          >
            <CalendarPlus aria-hidden="true" size={16} />
            Renewal dates to your calendar
          </button>
        </div>
      </div>
      <PlanFilters
        filter={filter}
        sort={sort}
        extensions={extensions}
        onFilter={(next) => {
          setFilter(next);
          setPage(1);
        }}
        onSort={setSort}
      />
      {shown.length === 0 ? (
        <p className="py-8 text-center text-base-content/70">No name matches these filters.</p>
      ) : (
        <ul className="space-y-3">
          {shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((plan) => (
            <li key={plan.domain}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={current} pages={pages} onPage={setPage} />
    </section>
  );
}
