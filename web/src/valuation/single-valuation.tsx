import { Search } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useValuation } from './valuation-api.ts';
import { valuationNameOf } from './valuation-name.ts';
import { ValuationView } from './valuation-view.tsx';

/** One-name mode: the name comes from the page's ?domain= so every valuation has its own link. */
export function SingleValuation({
  domain,
  onDomain,
}: {
  domain: string | null;
  onDomain: (domain: string) => void;
}) {
  const [typed, setTyped] = useState(domain ?? '');
  const { data, error, isLoading } = useValuation(domain);
  const wanted = valuationNameOf(typed);
  return (
    <div className="space-y-8">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (wanted.name) onDomain(wanted.name);
        }}
      >
        <div className="min-w-0 flex-1 basis-72">
          <label htmlFor="valuation-name" className="mb-1 block font-medium">
            Domain name
          </label>
          <input
            id="valuation-name"
            className="input input-lg w-full"
            value={typed}
            placeholder="example.com or a phrase, like coffee shop"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="valuation-name-problem"
            aria-invalid={wanted.problem !== null}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p id="valuation-name-problem" className="mt-1 min-h-5 text-error text-sm" aria-live="polite">
            {wanted.problem}
          </p>
        </div>
        <button type="submit" className="btn btn-primary btn-lg" disabled={wanted.name === ''}>
          <Search aria-hidden="true" size={18} />
          Get value
        </button>
      </form>
      {error && (
        <ErrorAlert error={error} fallback={'The valuation could not be loaded. Please try again.'} />
      )}
      {isLoading && <Spinner size="lg" label="Valuing" />}
      {data && !error && <ValuationView valuation={data} />}
    </div>
  );
}
