import type { Company } from '@domainary/schema/contracts/companies.ts';
import { formatDate } from '../format/format-date.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { ScrollRegion } from '../ui/scroll-region.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useCompanyDomains } from './companies-api.ts';

const statusClass = (status: string) =>
  status === 'active' ? 'badge-success' : status === 'expired' ? 'badge-error' : 'badge-ghost';

/** The company's portfolio: name, status and expiry of each domain. */
export function CompanyDomainsTab({ company }: { company: Company }) {
  const { data, error } = useCompanyDomains(company);
  if (error) return <ErrorAlert error={error} fallback={'Failed to fetch company domains'} />;
  if (!data) return <Spinner label="Loading domains" />;
  if (data.length === 0)
    return <p className="py-6 text-center text-base-content/70">No domain information available</p>;
  // Wide on a phone: the table scrolls in its own box, and names stay whole.
  return (
    <ScrollRegion label="Company domains">
      <table className="table">
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Domain</th>
            <th scope="col">Status</th>
            <th scope="col">Expires</th>
          </tr>
        </thead>
        <tbody>
          {data.map((domain) => (
            <tr key={domain.id}>
              <td className="font-medium whitespace-nowrap">{domain.domainName}</td>
              <td>
                <span className={`badge ${statusClass(domain.status)}`}>{domain.status}</span>
              </td>
              <td>{formatDate(domain.expiryDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
