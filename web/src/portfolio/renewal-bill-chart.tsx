import { BarChartFigure } from '../charts/bar-chart-figure.tsx';
import { usd } from './money.ts';
import type { PortfolioTotals, RenewalMonth } from './portfolio-totals.ts';

const whole = new Intl.NumberFormat('en-US');
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const labelOf = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** The renewal bill month by month over the next twelve months, as bars and as a table. */
export function RenewalBillChart({ totals }: { totals: PortfolioTotals }) {
  const { months, overdue, undated } = totals;
  const notes = [
    overdue.names > 0 &&
      `${whole.format(overdue.names)} ${overdue.names === 1 ? 'name is' : 'names are'} past ${overdue.names === 1 ? 'its' : 'their'} expiry date (${usd(overdue.amount)} due now).`,
    undated > 0 &&
      `${whole.format(undated)} ${undated === 1 ? 'name has' : 'names have'} no expiry date and ${undated === 1 ? 'is' : 'are'} not in the chart.`,
  ].filter(Boolean);
  return (
    <section aria-label="Renewal bill by month">
      <BarChartFigure<RenewalMonth>
        chart={{
          title: 'Renewal bill, month by month (next 12 months)',
          summary: `Renewals due each month from ${labelOf(months[0]?.month ?? '')}: ${months
            .map((m) => `${labelOf(m.month)} ${usd(m.amount)}`)
            .join(', ')}.`,
          data: months.map((m) => ({
            label: labelOf(m.month).replace(/ (\d{2})(\d{2})$/, " '$2"),
            value: m.amount,
            detail: `${labelOf(m.month)}: ${usd(m.amount)} for ${whole.format(m.names)} ${m.names === 1 ? 'name' : 'names'}`,
          })),
          formatValue: (value) => usd(value),
          scale: 'linear',
          height: 260,
        }}
        note={notes.length > 0 && <p className="mt-2 text-sm text-base-content/70">{notes.join(' ')}</p>}
        table={{
          caption: 'Renewal bill by month',
          rows: months,
          rowKey: (m) => m.month,
          columns: [
            { header: 'Month', cell: (m) => labelOf(m.month) },
            { header: 'Names renewing', cell: (m) => whole.format(m.names), numeric: true },
            { header: 'Renewal bill', cell: (m) => usd(m.amount), numeric: true },
            { header: 'Of which names to drop', cell: (m) => usd(m.dropAmount), numeric: true },
          ],
        }}
      />
    </section>
  );
}
