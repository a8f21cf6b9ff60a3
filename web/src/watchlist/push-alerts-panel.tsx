import { type PushAlertsState, type PushStage, pushStages } from '@domainary/schema/contracts/push-alerts.ts';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { canPush, chooseStages, turnOffPush, turnOnPush } from './push-alerts-api.ts';

const STAGE_LABELS: Record<PushStage, string> = {
  redemption: 'Redemption',
  'pending-delete': 'Pending delete',
  available: 'Available',
  registered: 'Registered again',
};

/** The stages one name alerts at, as checkboxes that save on change. */
function NameStages({ domain, chosen }: { domain: string; chosen: readonly PushStage[] }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="mr-2 font-medium break-all">{domain}</legend>
      {pushStages.map((stage) => (
        <label key={stage} className="flex items-center gap-1">
          <input
            type="checkbox"
            className="checkbox checkbox-xs"
            checked={chosen.includes(stage)}
            onChange={(e) =>
              chooseStages(domain, e.target.checked ? [...chosen, stage] : chosen.filter((s) => s !== stage))
            }
          />
          {STAGE_LABELS[stage]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Web Push alerts for the watchlist: on or off for this browser, and per watched name the
 * stages it alerts at (every stage a buyer acts on unless narrowed).
 */
export function PushAlertsPanel({ state, domains }: { state: PushAlertsState; domains: readonly string[] }) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  const { publicKey } = state;
  if (publicKey === null) {
    return <p className="text-base-content/70">Push alerts are not set up on this site.</p>;
  }
  if (!canPush()) {
    return <p className="text-base-content/70">This browser cannot receive push alerts.</p>;
  }
  const chosen = new Map(state.choices.map((choice) => [choice.domain, choice.stages]));
  return (
    <div className="space-y-2">
      <p className="text-base-content/70">
        Push alerts fire when a watched name enters redemption, goes pending delete, becomes available or is
        registered again.
      </p>
      {state.subscribed ? (
        <>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            disabled={busy}
            onClick={() => run(turnOffPush)}
          >
            Turn off push alerts
          </button>
          <details>
            <summary className="cursor-pointer">Choose the stages each name alerts at</summary>
            <div className="mt-2 space-y-2">
              {domains.map((domain) => (
                <NameStages key={domain} domain={domain} chosen={chosen.get(domain) ?? pushStages} />
              ))}
            </div>
          </details>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={busy}
          onClick={() => run(() => turnOnPush(publicKey))}
        >
          <BellRing aria-hidden="true" size={16} />
          Turn on push alerts
        </button>
      )}
    </div>
  );
}
