import { type DomainBulkRow, MAX_BULK_NAMES } from '@domainary/schema/contracts/domain-bulk.ts';
import { ListChecks } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessageOf } from '../api/error-message.ts';
import { useCurrency } from '../currency/use-currency.ts';
import { DownloadCsvButton } from '../ui/download-csv-button.tsx';
import { ScrollRegion } from '../ui/scroll-region.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { WatchButton } from '../watchlist/index.ts';
import { availabilityText } from './availability-note.tsx';
import { bulkCsv } from './bulk-csv.ts';
import { checkNames } from './domains-api.ts';
import { figureNames } from './figure-names.ts';
import { LookalikeNote } from './lookalike-note.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Pasted text as names: one per line, or separated by commas, spaces or tabs. */
function pastedNames(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((n) => n.trim())
    .filter((n) => n !== '');
}

/** /find-domains?mode=bulk: up to 500 names checked at once, with how each status is known. */
export function BulkCheck() {
  const { formatPrice, formatPriceRange } = useCurrency();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<DomainBulkRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const names = pastedNames(text);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (names.length === 0) return setProblem('Paste at least one name.');
    if (names.length > MAX_BULK_NAMES)
      return setProblem(`Paste at most ${MAX_BULK_NAMES} names; you pasted ${names.length}.`);
    setProblem(null);
    setBusy(true);
    try {
      setRows((await checkNames(names)).rows);
    } catch (error) {
      setProblem(`The check failed. ${errorMessageOf(error, 'Please try again.')}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-6">
      <form
        onSubmit={submit}
        className="space-y-3 rounded-box border border-base-300 bg-base-200/50 p-4 sm:p-6"
      >
        <label htmlFor={id} className="block font-medium">
          Domain names (one per line, up to {MAX_BULK_NAMES})
        </label>
        <textarea
          id={id}
          className="textarea h-48 w-full font-mono"
          placeholder={'brightpath.io\ncoffeehub.com\nexample.co.uk'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-sm text-base-content/70" aria-live="polite">
            {names.length} {names.length === 1 ? 'name' : 'names'}
          </span>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? <Spinner size="sm" /> : <ListChecks aria-hidden="true" size={18} />}
            Check names
          </button>
        </div>
        {problem && (
          <p role="alert" className="text-sm text-error">
            {problem}
          </p>
        )}
      </form>
      {rows && (
        <section aria-labelledby="bulk-results" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="bulk-results" className="text-xl font-semibold">
              Results
            </h2>
            <DownloadCsvButton fileName="domainary-bulk-check.csv" csv={() => bulkCsv(rows)} />
          </div>
          <p className="text-sm text-base-content/70">
            Value, range and scores are Domainary's estimates from the name itself, not measured figures.{' '}
            {figureNames.trafficScore.label}: {figureNames.trafficScore.help}
          </p>
          <ScrollRegion label="Bulk check results">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">Domain</th>
                  <th scope="col">Status</th>
                  <th scope="col">How we know</th>
                  <th scope="col" className="text-right">
                    Value
                  </th>
                  <th scope="col" className="text-right">
                    Range
                  </th>
                  <th scope="col" className="text-right">
                    SEO
                  </th>
                  <th scope="col" className="text-right">
                    Brand
                  </th>
                  <th scope="col" className="text-right">
                    {figureNames.trafficScore.label}
                  </th>
                  <th scope="col">
                    <span className="sr-only">Watchlist</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) =>
                  r.error !== null ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row per pasted line, and a line may repeat
                    <tr key={`${i}-${r.input}`}>
                      <th scope="row" className="font-mono font-normal">
                        {r.input || '(empty)'}
                      </th>
                      <td colSpan={8} className="text-error">
                        {r.error}
                      </td>
                    </tr>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row per pasted line, and a line may repeat
                    <tr key={`${i}-${r.input}`}>
                      <th scope="row" className="font-mono font-normal">
                        {r.fqdn}
                        <LookalikeNote lookalike={r.lookalike} />
                      </th>
                      <td>
                        <StatusBadge status={r.status} />
                      </td>
                      <td className="text-xs">{availabilityText(r.availability)}</td>
                      <td className="text-right tabular-nums">{formatPrice(r.estimatedValue)}</td>
                      <td className="text-right tabular-nums">
                        {formatPriceRange(r.estimatedValueMin, r.estimatedValueMax)}
                      </td>
                      <td className="text-right tabular-nums">{r.seoScore}</td>
                      <td className="text-right tabular-nums">{r.brandScore}</td>
                      <td className="text-right tabular-nums">{r.trafficScore}</td>
                      <td>
                        <WatchButton fqdn={r.fqdn} size="sm" lookalike={r.lookalike} />
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
    </div>
  );
}
