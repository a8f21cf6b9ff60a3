import { Hourglass } from 'lucide-react';
import { Link } from 'wouter';
import { useDroppingSoon } from '../dropping-soon/dropping-soon-api.ts';
import { DroppingSoonTable } from '../dropping-soon/dropping-soon-table.tsx';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { SampleDataNote } from '../sample-data/sample-data-note.tsx';
import { productName } from '../site.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Spinner } from '../ui/spinner.tsx';

const title = `${productName} Dropping Soon`;

/**
 * /dropping-soon: the names the drop radar tracks in redemption or pending delete, soonest
 * predicted drop first. Public: it shows names and registry readings, nothing of any visitor.
 */
export default function DroppingSoonPage() {
  usePageMeta({
    title,
    description:
      'Domain names in redemption or pending delete, with the predicted drop window, its basis and the estimated value.',
    path: '/dropping-soon',
  });
  const { data, error } = useDroppingSoon();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="flex items-center gap-3 text-3xl font-bold">
          <Hourglass aria-hidden="true" size={28} className="text-primary" />
          {title}
        </h1>
        <p className="max-w-3xl text-base-content/80">
          Names the drop radar follows that are in redemption or pending delete: past their expiry, not
          renewed, and on their way back to the registry. Each shows when its stage was first seen, the
          predicted drop window with its basis, and what our model estimates the name is worth.
        </p>
      </header>
      {error ? (
        <ErrorAlert
          title="Failed to load the names dropping soon"
          error={error}
          fallback={'Please try again later.'}
        />
      ) : !data ? (
        <Spinner size="lg" label="Loading names dropping soon" />
      ) : (
        <>
          {data.sample && (
            <SampleDataNote what="this site asks no registry, so these stages, their days and drop windows are made up to show the page; no registry said them. The names and their estimated values are real." />
          )}
          {data.names.length === 0 ? (
            <div className="flex flex-col items-center gap-4 py-16 text-center">
              <p className="text-lg text-base-content/70">
                No tracked name is in redemption or pending delete right now.
              </p>
              <p className="text-base-content/70">
                The radar follows every name on a watchlist: watch a name to see it here when it nears a drop.
              </p>
              <Link href="/find-domains" className="btn btn-primary">
                Find Domains
              </Link>
            </div>
          ) : (
            <DroppingSoonTable names={data.names} sample={data.sample} />
          )}
        </>
      )}
    </div>
  );
}
