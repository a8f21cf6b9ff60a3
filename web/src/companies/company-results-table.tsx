import type { Company } from '@domainary/schema/contracts/companies.ts';
import { ScrollRegion } from '../ui/scroll-region.tsx';

const count = new Intl.NumberFormat('en-US');

/** One page of companies; a name opens the Company Details dialog. */
export function CompanyResultsTable({
  companies,
  onOpen,
}: {
  companies: readonly Company[];
  onOpen: (company: Company) => void;
}) {
  return (
    <ScrollRegion label="Company list" className="rounded-box border border-base-300">
      <table className="table">
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Company</th>
            <th scope="col">Industry</th>
            <th scope="col">Country</th>
            <th scope="col">Founded</th>
            <th scope="col" className="text-right">
              Employees
            </th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => (
            <tr key={company.id} className="hover:bg-base-200">
              <td className="tabular-nums">{count.format(company.rank)}</td>
              <td>
                <button
                  type="button"
                  className="link link-hover text-left font-semibold"
                  onClick={() => onOpen(company)}
                >
                  {company.name}
                </button>
                <div className="text-sm text-base-content/70">{company.website}</div>
              </td>
              <td>{company.industry}</td>
              <td>{company.country}</td>
              <td className="tabular-nums">{company.yearFounded}</td>
              <td className="text-right tabular-nums">{count.format(company.employees)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
