import type { WatchlistEntry } from '@domainary/schema/contracts/watchlist.ts';
import { checkedTime } from '../domains/index.ts';
import { actionNow, outcomeLine, stageLine, stageNames, stripStages, windowLine } from './lifecycle-text.ts';

/**
 * A watched name's place in its registry lifecycle: the stage with its source and check time,
 * a strip from registered to available marking where it stands, the predicted drop window with
 * its basis, the action that fits now and, for a name that came back, what became of it.
 */
export function LifecyclePanel({ entry }: { entry: WatchlistEntry }) {
  const { lifecycle, checkedLessOften } = entry;
  const current = (stripStages as readonly string[]).indexOf(lifecycle.stage);
  const dropWindow = windowLine(lifecycle);
  const action = actionNow(lifecycle);
  const outcome = outcomeLine(lifecycle);
  const checked = lifecycle.source !== 'offline' && lifecycle.checkedAt !== null;
  return (
    <section aria-label="Drop radar" className="space-y-2 rounded-box bg-base-200 p-3 text-sm">
      <p data-testid="stage">
        <span className="font-medium">{stageLine(lifecycle)}</span>
        {checked && lifecycle.checkedAt && (
          <span className="text-base-content/70">, checked {checkedTime(lifecycle.checkedAt)}</span>
        )}
      </p>
      {checked && current >= 0 && (
        <ol className="steps steps-horizontal w-full text-xs" aria-label="Lifecycle">
          {stripStages.map((stage, i) => (
            <li
              key={stage}
              className={`step ${i <= current ? 'step-primary' : ''}`}
              aria-current={i === current ? 'step' : undefined}
            >
              {stageNames[stage]}
            </li>
          ))}
        </ol>
      )}
      {dropWindow && <p data-testid="drop-window">{dropWindow}</p>}
      {checked && <p className="text-base-content/70">{lifecycle.basis}</p>}
      {outcome && <p className="font-medium">{outcome}</p>}
      {action && <p className="badge badge-accent badge-outline">{action}</p>}
      {checkedLessOften && (
        <p className="text-warning-content">
          Checked less often: the registry lookup budget goes to names nearer a drop first.
        </p>
      )}
    </section>
  );
}
