import type { DomainCandidate } from '../../../schema/src/contracts/domains.ts';
import { ModalDialog } from '../dialog/modal-dialog.tsx';
import { DetailsSection, DomainAnalysis, DomainHistory, MarketAnalysis } from './details-sections.tsx';
import { fqdnOf } from './domain-card.tsx';
import { EstimatedValuePanel } from './estimated-value-panel.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ValueTimeline } from './value-timeline.tsx';

/** SPEC 2 Domain Details dialog. */
export function DomainDetailsDialog({
  domain,
  onClose,
  onAcquire,
}: {
  domain: DomainCandidate;
  onClose: () => void;
  onAcquire: () => void;
}) {
  return (
    <ModalDialog
      wide
      onClose={onClose}
      title={
        <span className="flex flex-wrap items-center gap-3">
          {fqdnOf(domain)} <StatusBadge status={domain.status} />
        </span>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <DomainAnalysis domain={domain} />
          <DomainHistory domain={domain} />
          <MarketAnalysis domain={domain} />
          <DetailsSection title="Domain Value Timeline">
            <ValueTimeline domain={domain} />
          </DetailsSection>
        </div>
        <EstimatedValuePanel domain={domain} onAcquire={onAcquire} />
      </div>
    </ModalDialog>
  );
}
