import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { type ConversionOrder, reportConversion } from '../affiliate/index.ts';
import { useCurrency } from '../currency/use-currency.ts';
import { ModalDialog } from '../dialog/modal-dialog.tsx';
import { toast } from '../toast/toast-store.ts';
import { fqdnOf } from '../ui/fqdn.ts';
import { Spinner } from '../ui/spinner.tsx';
import { type AcquirableDomain, acquireOrder } from './acquire-order.ts';
import { acquireSteps } from './acquire-steps.ts';
import { LOOKALIKE_RISK } from './lookalike-note.tsx';

/** The processing state waits this long at most for the conversion to be recorded. */
const TRACKING_WAIT_MS = 1500;

function redirectFailed() {
  toast({ title: 'Error', description: 'Failed to redirect to domain registrar', variant: 'destructive' });
}

/**
 * The Acquire flow: a confirmation that names the honest path to the name (register, buy,
 * make an offer, backorder or bid) and its cost in those terms, then a processing state while
 * the conversion is recorded (up to TRACKING_WAIT_MS), then the registrar or marketplace opens
 * in a new tab and every dialog closes. The tab is opened on the click itself (so no popup
 * blocker stops it) and pointed at the site once ready. A name that may pass for another
 * (`lookalike`) is warned of, and Continue waits until the visitor ticks that they checked it.
 */
export function AcquireDialog({
  domain,
  onCancel,
  onDone,
}: {
  domain: AcquirableDomain;
  onCancel: () => void;
  onDone: (order: ConversionOrder) => void;
}) {
  const { formatPrice } = useCurrency();
  const [processing, setProcessing] = useState(false);
  const [lookalikeAccepted, setLookalikeAccepted] = useState(false);
  const fqdn = fqdnOf(domain);
  const lookalike = domain.lookalike ?? null;
  const steps = acquireSteps(domain, formatPrice);
  const confirm = async () => {
    const tab = window.open('', '_blank');
    setProcessing(true);
    const order = acquireOrder(domain);
    // Tracking never holds the visitor up for long: it carries on in the background.
    await Promise.race([
      reportConversion(order),
      new Promise((resolve) => setTimeout(resolve, TRACKING_WAIT_MS)),
    ]);
    if (!tab) redirectFailed();
    else {
      try {
        tab.opener = null;
        tab.location.href = steps.link;
      } catch (error) {
        console.error('acquire redirect failed', error);
        redirectFailed();
      }
    }
    onDone(order);
  };
  return (
    <ModalDialog title="Confirm Acquisition" onClose={processing ? () => {} : onCancel}>
      {processing ? (
        <div className="flex items-center gap-3 py-6" role="status">
          <Spinner />
          Processing… opening {steps.site} for {fqdn}
        </div>
      ) : (
        <div className="space-y-4" data-acquire-path={steps.path}>
          {lookalike && (
            <p role="alert" className="alert alert-warning">
              {lookalike.message}. {LOOKALIKE_RISK}.
            </p>
          )}
          <p>{steps.explanation}</p>
          {steps.cost && <p className="text-sm text-base-content/80">{steps.cost}</p>}
          {lookalike && (
            <label className="flex cursor-pointer items-start gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-warning mt-0.5"
                checked={lookalikeAccepted}
                onChange={(event) => setLookalikeAccepted(event.target.checked)}
              />
              <span>
                I have checked that <span className="font-mono break-all">{fqdn}</span> is the name I mean to
                acquire{lookalike.looksLike ? `, not ${lookalike.looksLike}` : ''}.
              </span>
            </label>
          )}
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={onCancel}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={lookalike !== null && !lookalikeAccepted}
              onClick={confirm}
            >
              Continue to {steps.site} to {steps.action}
              <ExternalLink aria-hidden="true" size={16} />
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
