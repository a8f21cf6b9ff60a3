import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';
import { ListChecks } from 'lucide-react';
import { useMemo, useState } from 'react';
import { errorMessageOf } from '../api/error-message.ts';
import { DownloadCsvButton } from '../ui/download-csv-button.tsx';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { type Sort, sortValuations } from './bulk-sort.ts';
import { BulkTable } from './bulk-table.tsx';
import { MAX_BULK_DOMAINS, parseDomainList } from './domain-list.ts';
import { valueInBulk } from './valuation-api.ts';
import { valuationsCsv } from './valuations-csv.ts';

const whole = new Intl.NumberFormat('en-US');

/** Bulk mode: up to 1,000 pasted names valued in one call, as a sortable table and a CSV file. */
export function BulkValuation() {
  const [text, setText] = useState('');
  const [results, setResults] = useState<ValuationResult[] | null>(null);
  const [sort, setSort] = useState<Sort>({ key: 'estimatedValue', direction: 'descending' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { domains, rejected } = useMemo(() => parseDomainList(text), [text]);
  const tooMany = domains.length > MAX_BULK_DOMAINS;
  const sorted = useMemo(() => (results ? sortValuations(results, sort) : []), [results, sort]);

  async function valueName() {
    setPending(true);
    setError(null);
    try {
      setResults(await valueInBulk(domains));
    } catch (failure) {
      setError(errorMessageOf(failure, 'The names could not be valued. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-6">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void valueName();
        }}
      >
        <label htmlFor="bulk-names" className="block font-medium">
          Domain names, one per line (up to {whole.format(MAX_BULK_DOMAINS)})
        </label>
        <textarea
          id="bulk-names"
          className="textarea h-48 w-full font-mono text-sm"
          value={text}
          placeholder={'greenleaf.com\npixelhub.io\nbestloans.net'}
          spellCheck={false}
          aria-describedby="bulk-count"
          onChange={(event) => setText(event.target.value)}
        />
        <p
          id="bulk-count"
          className={`text-sm ${tooMany ? 'text-error' : 'text-base-content/70'}`}
          aria-live="polite"
        >
          {tooMany
            ? `${whole.format(domains.length)} names: at most ${whole.format(MAX_BULK_DOMAINS)} can be valued at once.`
            : `${whole.format(domains.length)} ${domains.length === 1 ? 'name' : 'names'} ready.`}
          {rejected.length > 0 &&
            ` Skipped ${rejected.length} that ${rejected.length === 1 ? 'is' : 'are'} not a domain name: ${rejected.slice(0, 5).join(', ')}${rejected.length > 5 ? ', ...' : ''}`}
        </p>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={pending || tooMany || domains.length === 0}
        >
          {pending ? <Spinner size="sm" /> : <ListChecks aria-hidden="true" size={18} />}
          {pending ? 'Valuing...' : 'Value all'}
        </button>
      </form>

      {error && <ErrorAlert message={error} />}

      {results && (
        <section aria-labelledby="bulk-results-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="bulk-results-heading" className="text-xl font-semibold">
              {whole.format(results.length)} {results.length === 1 ? 'valuation' : 'valuations'}
            </h2>
            <DownloadCsvButton fileName="domain-valuations.csv" csv={() => valuationsCsv(sorted)} />
          </div>
          <BulkTable rows={sorted} sort={sort} onSort={setSort} />
        </section>
      )}
    </div>
  );
}
