import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import { lazy, Suspense, useState } from 'react';
import { type ConversionOrder, ConversionTagFrame, marketplaceLink } from '../affiliate/index.ts';
import { fqdnOf } from '../ui/fqdn.ts';
import { primaryAction } from './listing-display.ts';

// The dialogs load when a visitor first opens one: the landing page's first paint never needs them.
const DomainDetailsDialog = lazy(() =>
  import('./domain-details-dialog.tsx').then((m) => ({ default: m.DomainDetailsDialog })),
);
const AcquireDialog = lazy(() => import('./acquire-dialog.tsx').then((m) => ({ default: m.AcquireDialog })));

/**
 * The dialogs a domain opens: details, and the acquire confirmation over it. A finished
 * acquisition closes both and leaves the order's conversion tag frame on the page.
 */
export function useDomainDialogs() {
  const [details, setDetails] = useState<DomainCandidate | null>(null);
  const [acquiring, setAcquiring] = useState<DomainCandidate | null>(null);
  const [order, setOrder] = useState<ConversionOrder | null>(null);

  /** The primary action: Acquire starts the flow; Place Bid goes to the marketplace's auction. */
  const onPrimary = (d: DomainCandidate) => {
    if (primaryAction(d.status) === 'Place Bid')
      window.open(marketplaceLink(fqdnOf(d)), '_blank', 'noopener,noreferrer');
    else if (primaryAction(d.status) === 'Acquire') setAcquiring(d);
    else setDetails(d);
  };

  // One boundary each: the acquire dialog loading over the details keeps the details on screen.
  const dialogs = (
    <>
      {details && (
        <Suspense fallback={null}>
          <DomainDetailsDialog
            domain={details}
            onClose={() => setDetails(null)}
            onAcquire={(checked) => setAcquiring(checked)}
          />
        </Suspense>
      )}
      {acquiring && (
        <Suspense fallback={null}>
          <AcquireDialog
            domain={acquiring}
            onCancel={() => setAcquiring(null)}
            onDone={(done) => {
              setAcquiring(null);
              setDetails(null);
              setOrder(done);
            }}
          />
        </Suspense>
      )}
      {order && <ConversionTagFrame key={order.orderId} order={order} />}
    </>
  );
  return { onOpen: setDetails, onPrimary, dialogs };
}
