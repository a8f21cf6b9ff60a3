import type { Lookalike } from '@domainary/schema/contracts/lookalike.ts';
import { Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ModalDialog } from '../dialog/modal-dialog.tsx';
import { LOOKALIKE_RISK } from '../domains/index.ts';
import { unwatchDomain, useWatchlist, watchDomain } from './watchlist-api.ts';

/**
 * Watch any name, listed or not: a name not yet watched offers `label` ("Watch", or "Add to
 * Watchlist" in the details dialog); a watched one says so and offers Remove. Until the
 * visitor's list has loaded, a name counts as not watched. A name that may pass for another
 * (`lookalike`) is watched only once the visitor confirms it in a dialog.
 */
export function WatchButton({
  fqdn,
  label = 'Watch',
  size = 'sm',
  lookalike = null,
}: {
  /** The name as the API knows it (an internationalised name in its `xn--` form). */
  fqdn: string;
  label?: string;
  size?: 'sm' | 'md';
  lookalike?: Lookalike | null;
}) {
  const { data } = useWatchlist();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const entry = data?.find((e) => `${e.domain.name}.${e.domain.extension}` === fqdn);
  const sizeClass = size === 'sm' ? 'btn-sm' : '';
  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    await change();
    setBusy(false);
  };
  if (entry) {
    return (
      <span className="inline-flex items-center gap-2" data-watched="true">
        <span className="badge badge-info badge-outline gap-1">
          <Eye aria-hidden="true" size={14} />
          On your watchlist
        </span>
        <button
          type="button"
          className={`btn btn-ghost text-error ${sizeClass}`}
          aria-label={`Remove ${fqdn} from watchlist`}
          disabled={busy}
          onClick={() => run(() => unwatchDomain({ domainId: entry.domainId, fqdn }))}
        >
          <Trash2 aria-hidden="true" size={16} />
          Remove
        </button>
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`btn btn-outline ${sizeClass}`}
        aria-label={`${label}: ${fqdn}`}
        disabled={busy}
        onClick={() => (lookalike ? setConfirming(true) : run(() => watchDomain(fqdn)))}
      >
        <Eye aria-hidden="true" size={16} />
        {label}
      </button>
      {confirming && lookalike && (
        <ModalDialog title="Watch a lookalike name?" onClose={() => setConfirming(false)}>
          <div className="space-y-3">
            <p role="alert" className="alert alert-warning">
              {lookalike.message}. {LOOKALIKE_RISK}.
            </p>
            <p>
              It is registered as <span className="font-mono break-all">{fqdn}</span>. Watch it only if this
              is the name you mean to follow.
            </p>
          </div>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-warning"
              onClick={() => {
                setConfirming(false);
                void run(() => watchDomain(fqdn));
              }}
            >
              Watch anyway
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
