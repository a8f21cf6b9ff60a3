import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import { lazy, Suspense } from 'react';
import { ModalDialog } from '../dialog/modal-dialog.tsx';
import { ReportedSales } from '../sales/index.ts';
import { ListingSourceNote } from '../sample-data/listing-source-note.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { DetailsSection, DomainAnalysis, DomainHistory, MarketAnalysis } from './details-sections.tsx';
import { shownFqdnOf } from './domain-card.tsx';
import { EstimatedValuePanel } from './estimated-value-panel.tsx';
import { useDetailsCheck } from './live-availability.ts';
import { StatusBadge } from './status-badge.tsx';

// The chart library is the heaviest part of the home page's script and only this dialog draws
// with it, so it loads when a dialog first opens rather than before the search can be used.
const ValueTimeline = lazy(() => import('./value-timeline.tsx').then((m) => ({ default: m.ValueTimeline })));

/**
 * Domain Details: the name's own reported sales first, then analysis, history, market, value timeline and estimated value, with Acquire.
 * Opening it checks the name with its registry (the record of a registered name included);
 * the sections show "Checking…" until the answer arrives, then the answer.
 */
export function DomainDetailsDialog({
  domain: listed,
  onClose,
  onAcquire,
}: {
  domain: DomainCandidate;
  onClose: () => void;
  onAcquire: (checked: DomainCandidate) => void;
}) {
  const domain = useDetailsCheck(listed);
  return (
    <ModalDialog
      wide
      onClose={onClose}
      title={
        <span className="flex flex-wrap items-center gap-3">
          {shownFqdnOf(domain)} <StatusBadge status={domain.status} />
        </span>
      }
    >
      <div className="space-y-6">
        <ListingSourceNote domain={domain} />
        {/* Columns of minmax(0, …): an auto column would grow to its widest table instead of letting it scroll. */}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-6">
            <ReportedSales sales={domain.reportedSales} />
            <DomainAnalysis domain={domain} />
            <DomainHistory domain={domain} />
            <MarketAnalysis domain={domain} />
            <DetailsSection title="Domain Value Timeline">
              <Suspense fallback={<Spinner label="Loading value history" />}>
                <ValueTimeline domain={domain} />
              </Suspense>
            </DetailsSection>
          </div>
          <EstimatedValuePanel domain={domain} onAcquire={() => onAcquire(domain)} />
        </div>
      </div>
    </ModalDialog>
  );
}
