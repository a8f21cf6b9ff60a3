import type { DroppingName } from '@domainary/schema/contracts/dropping-soon.ts';
import { useCurrency } from '../currency/use-currency.ts';
import { formatDate } from '../format/format-date.ts';
import { ScrollRegion } from '../ui/scroll-region.tsx';

const STAGE_NAMES = { redemption: 'Redemption', 'pending-delete': 'Pending delete' } as const;

function windowText(window: DroppingName['dropWindow']): string {
  if (window === null) return 'Not predicted';
  if (window.earliest === window.latest) return formatDate(window.earliest);
  return `${formatDate(window.earliest)} – ${formatDate(window.latest)}`;
}

/**
 * One row per name near its drop: the stage (named sample where it is), when it was first
 * seen and by which lookup, the predicted window with its basis, and the value estimate.
 */
export function DroppingSoonTable({ names, sample }: { names: readonly DroppingName[]; sample: boolean }) {
  const { formatPriceRange } = useCurrency();
  const what = sample ? 'Sample names near a drop' : 'Tracked names in redemption or pending delete';
  return (
    <ScrollRegion label={what}>
      <table className="table">
        <caption className="sr-only">{what}</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Name</th>
            <th scope="col">{sample ? 'Sample stage' : 'Registry stage'}</th>
            <th scope="col">Predicted drop</th>
            <th scope="col">Estimated value</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name.domain}>
              <th scope="row" className="break-all font-medium">
                {name.domain}
              </th>
              <td>
                {sample ? `Sample: ${STAGE_NAMES[name.stage].toLowerCase()}` : STAGE_NAMES[name.stage]}
                <p className="text-xs text-base-content/70">
                  {name.since ? `since ${formatDate(name.since)}` : 'first seen: not known'}
                  {sample ? '' : ` · ${name.source}`}
                </p>
              </td>
              <td>
                {windowText(name.dropWindow)}
                <p className="max-w-md text-xs text-base-content/70">{name.basis}</p>
              </td>
              <td className="tabular-nums">
                {formatPriceRange(name.estimatedValueMin, name.estimatedValueMax)}
                <p className="text-xs text-base-content/70">estimate</p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
