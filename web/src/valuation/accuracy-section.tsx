import report from '@domainary/schema/reference/valuation-accuracy.json' with { type: 'json' };
import { CHANNEL_LABELS } from './channel-values.tsx';
import { OrderingCeiling } from './ordering-ceiling.tsx';

const whole = new Intl.NumberFormat('en-US');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const { targets } = report;
const CHANNELS = Object.keys(CHANNEL_LABELS) as (keyof typeof CHANNEL_LABELS)[];
/** A median log10 bias of b is a typical value 10^b times the sale price. */
const times = (log10: number) => `${(10 ** log10).toFixed(2)}x`;
const coverageOk = (c: number) =>
  c >= (targets.interval80Coverage[0] ?? 0) && c <= (targets.interval80Coverage[1] ?? 1);

/**
 * "How accurate is this?": the held-out figures of the committed fit report per sale channel,
 * with the sale counts behind them (written by `npm run fit`, imported at build time so the
 * page and the model never disagree).
 */
export function AccuracySection() {
  return (
    <section
      aria-labelledby="accuracy-heading"
      className="space-y-6 rounded-box border border-base-300 p-4 sm:p-6"
    >
      <div className="space-y-2">
        <h2 id="accuracy-heading" className="text-2xl font-bold">
          How accurate is this?
        </h2>
        <p className="max-w-3xl text-base-content/80">
          We test the model on sales it has never seen. The {whole.format(report.sales)} real reported sales (
          {whole.format(report.domains)} domains) are split into {report.folds} groups, with every sale of a
          domain in the same group; each group is valued by a model fitted to the other {report.folds - 1}, a
          5-fold cross-validation grouped by domain. Every sale is compared with our value for the channel it
          sold through, in today's money (the domain-market index carries older prices forward), and each
          channel's 80% range is calibrated on the other groups' errors of that channel's sales.
        </p>
      </div>

      <div className="overflow-x-auto">
        <table className="table table-sm" id="accuracy-by-channel">
          <caption className="sr-only">Held-out accuracy by sale channel</caption>
          <thead className="text-base-content/80">
            <tr>
              <th scope="col">Value</th>
              <th scope="col" className="text-right">
                Sales tested
              </th>
              <th scope="col" className="text-right">
                Pairs in the right order
              </th>
              <th scope="col" className="text-right">
                Spearman
              </th>
              <th scope="col" className="text-right">
                Sales inside their 80% range
              </th>
              <th scope="col" className="text-right">
                Median range width
              </th>
              <th scope="col" className="text-right">
                Median value / price
              </th>
            </tr>
          </thead>
          <tbody>
            {CHANNELS.map((channel) => {
              const m = report.perChannel[channel];
              return (
                <tr key={channel} data-channel={channel}>
                  <th scope="row">{CHANNEL_LABELS[channel].label}</th>
                  <td className="text-right tabular-nums">{whole.format(m.sales)}</td>
                  <td className="text-right tabular-nums">{percent(m.pairwiseRankScore)}</td>
                  <td className="text-right tabular-nums">{m.spearman.toFixed(2)}</td>
                  <td
                    className={`text-right tabular-nums ${coverageOk(m.interval80Coverage) ? '' : 'text-error'}`}
                  >
                    {percent(m.interval80Coverage)}
                  </td>
                  <td className="text-right tabular-nums">{Math.round(m.interval80MedianWidthRatio)}x</td>
                  <td className="text-right tabular-nums">{times(m.medianBiasLog10)}</td>
                </tr>
              );
            })}
            <tr data-channel="overall" className="font-semibold">
              <th scope="row">Every sale, at its own channel's value</th>
              <td className="text-right tabular-nums">{whole.format(report.overall.sales)}</td>
              <td className="text-right tabular-nums">{percent(report.overall.pairwiseRankScore)}</td>
              <td className="text-right tabular-nums">{report.overall.spearman.toFixed(2)}</td>
              <td className="text-right tabular-nums">{percent(report.overall.interval80Coverage)}</td>
              <td className="text-right tabular-nums">
                {Math.round(report.overall.interval80MedianWidthRatio)}x
              </td>
              <td className="text-right tabular-nums">{times(report.overall.medianBiasLog10)}</td>
            </tr>
          </tbody>
        </table>
        <p className="mt-2 text-xs text-base-content/70">
          Targets: within a channel {percent(targets.withinChannelPairwiseRankScore)} of pairs in order; over
          every sale {percent(targets.pairwiseRankScore)} and Spearman {targets.spearman.toFixed(2)}; each
          range holding {percent(targets.interval80Coverage[0] ?? 0)} to{' '}
          {percent(targets.interval80Coverage[1] ?? 0)} of its sales at a median width of at most{' '}
          {targets.interval80MedianWidthRatio}x. A coin flip orders 50% of pairs.
        </p>
      </div>

      <OrderingCeiling />

      <div className="space-y-3 text-base-content/80">
        <h3 className="text-lg font-semibold text-base-content">What to keep in mind</h3>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Where a name sells matters as much as the name.</strong> The same name fetches less at an
            auction between investors than listed on a marketplace or sold through a broker, so every value
            says which market it is for. The headline is the retail (marketplace) value; the auction value
            sits beside it. Over every sale, knowing the channel is most of the accuracy; telling names apart
            within one channel is the hard part, and the table shows how far it gets.
          </li>
          <li>
            <strong>Brokered deals are the reported ones.</strong> Broker and private sales become known when
            the press reports them, and reports start near $10,000. The brokered value is what such a deal
            would fetch, not a promise that a broker would take the name.
          </li>
          <li>
            <strong>A channel's value only where that channel sells.</strong> For each name we estimate the
            share of similar sold names that went to auction or through a broker. Below the share that 95% of
            a channel's own sales show, we say the name is rarely sold there instead of giving a figure: of
            the {whole.format(report.sales)} sold names,{' '}
            {whole.format(report.channelSupport.brokerage.soldNamesOutside)} fall outside the brokers' reach
            and {whole.format(report.channelSupport.auction.soldNamesOutside)} outside the auctions'.
          </li>
          <li>
            <strong>Ranges are wide on purpose.</strong> Two similar names can sell ten times apart. The 80%
            range is what the test supports; a single number without one would claim more than anyone knows.
          </li>
        </ul>
      </div>
    </section>
  );
}
