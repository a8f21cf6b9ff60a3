import type { Company } from '@domainary/schema/contracts/companies.ts';
import { formatDate } from '../format/format-date.ts';

const count = new Intl.NumberFormat('en-US');

/** Revenue in the currency the company reports it in, whole units; imports without one store 0. */
function formatRevenue({ amount, currency }: Company['revenue']): string {
  if (!(amount > 0)) return 'N/A';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    // An imported currency code Intl does not know is still shown, just plainly.
    return `${count.format(Math.round(amount))} ${currency}`;
  }
}

export function CompanyOverview({ company }: { company: Company }) {
  const facts: [string, string][] = [
    ['Rank', `#${count.format(company.rank)}`],
    ['Industry', company.industry],
    ['Country', company.country],
    ['Founded', String(company.yearFounded)],
    ['Employees', count.format(company.employees)],
    ['Revenue', formatRevenue(company.revenue)],
    ['Added', formatDate(company.dateAdded)],
  ];
  return (
    <div className="space-y-4">
      <p>{company.description}</p>
      <p>
        <a
          href={`https://${company.website}`}
          className="link link-primary"
          target="_blank"
          rel="noopener noreferrer"
        >
          {company.website}
        </a>
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-base-content/70">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
