import report from '@domainary/schema/reference/valuation-accuracy.json' with { type: 'json' };
import { ScrollRegion } from '../ui/scroll-region.tsx';
import { CHANNEL_LABELS } from './channel-labels.ts';

const whole = new Intl.NumberFormat('en-US');
const percent = (share: number | null) => (share === null ? 'too few' : `${(share * 100).toFixed(1)}%`);
const CHANNELS = Object.keys(CHANNEL_LABELS) as (keyof typeof CHANNEL_LABELS)[];
const { learningCurve, noiseCeiling, salesHistory } = report.ordering;

/**
 * How far ordering names within a channel can go, from the fit report: pairs in order when the
 * model learns from a share of the sales (still climbing means more sales would help), with the
 * sales' own history added, and among names sold twice (the market's own noise).
 */
export function OrderingCeiling() {
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">How far ordering within a channel can go</h3>
      <ScrollRegion label="Pairs in order within each channel">
        <table className="table table-sm" id="ordering-ceiling">
          <caption className="sr-only">Pairs in the right order within each channel</caption>
          <thead className="text-base-content/80">
            <tr>
              <th scope="col">Held-out pairs in order</th>
              {CHANNELS.map((c) => (
                <th key={c} scope="col" className="text-right">
                  {CHANNEL_LABELS[c].label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {learningCurve.map((point) => (
              <tr key={point.share} data-share={point.share}>
                <th scope="row">
                  Learning from {Math.round(point.share * 100)}% of the sales (
                  {whole.format(point.trainingSales)})
                </th>
                {CHANNELS.map((c) => (
                  <td key={c} className="text-right tabular-nums">
                    {percent(point.withinChannelPairs[c])}
                  </td>
                ))}
              </tr>
            ))}
            <tr data-row="sales-history">
              <th scope="row">
                With the sales' own history (earlier sales of the name, its label, its rarest word)
              </th>
              {CHANNELS.map((c) => (
                <td key={c} className="text-right tabular-nums">
                  {percent(salesHistory.withinChannelPairsAfter[c])}
                </td>
              ))}
            </tr>
            <tr data-row="noise-ceiling">
              <th scope="row">
                A name's earlier sale ordering its later one (names sold twice in one channel)
              </th>
              {CHANNELS.map((c) => (
                <td key={c} className="text-right tabular-nums">
                  {percent(noiseCeiling[c].earlierSalePairs)} ({whole.format(noiseCeiling[c].names)} names)
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <p className="max-w-3xl text-sm text-base-content/70">
        The last row is the market's own noise: the same name sold twice in one channel fetches different
        prices, so no value read off the name alone can order sales much better than its own earlier price
        does. Counts are small, so take it as a rough ceiling.
      </p>
    </div>
  );
}
