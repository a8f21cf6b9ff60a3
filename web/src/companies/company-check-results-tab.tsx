import type { Company } from '@domainary/schema/contracts/companies.ts';
import { checkedWithText, isSampleSource } from '../domains/index.ts';
import { formatDate } from '../format/format-date.ts';
import { SampleDataNote } from '../sample-data/sample-data-note.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { ScrollRegion } from '../ui/scroll-region.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useCompanyCheckResults } from './companies-api.ts';

/**
 * The newest availability check of each domain, with how it was checked. A sample answer was
 * never checked, so it shows no check date: only a registry or DNS answer has one.
 */
export function CompanyCheckResultsTab({ company }: { company: Company }) {
  const { data, error } = useCompanyCheckResults(company);
  if (error) return <ErrorAlert error={error} fallback={'Failed to fetch domain check results'} />;
  if (!data) return <Spinner label="Loading check results" />;
  if (data.length === 0)
    return <p className="py-6 text-center text-base-content/70">No domain check results available</p>;
  return (
    <div className="space-y-3">
      {data.some((result) => isSampleSource(result.source)) && (
        <SampleDataNote what="the rows marked sample data are generated offline, not registry lookups. Where this site asks registries, Check Availability asks the registry and says so in each row." />
      )}
      {/* Wide on a phone: the table scrolls in its own box, and names stay whole. */}
      <ScrollRegion label="Domain check results">
        <table className="table">
          <thead className="text-base-content/80">
            <tr>
              <th scope="col">Domain</th>
              <th scope="col">Availability</th>
              <th scope="col">Registrar</th>
              <th scope="col">Last checked</th>
              <th scope="col">Checked with</th>
            </tr>
          </thead>
          <tbody>
            {data.map((result) => (
              <tr key={result.id}>
                <td className="font-medium whitespace-nowrap">{result.domainName}</td>
                <td>
                  <span className={`badge ${result.isAvailable ? 'badge-success' : 'badge-ghost'}`}>
                    {result.isAvailable ? 'Available' : 'Registered'}
                  </span>
                </td>
                <td>{result.registrar ?? 'N/A'}</td>
                <td>{isSampleSource(result.source) ? 'Not checked' : formatDate(result.lastChecked)}</td>
                <td>{checkedWithText(result.source)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
