import report from '@domainary/schema/reference/valuation-accuracy.json' with { type: 'json' };
import { ScrollRegion } from '../ui/scroll-region.tsx';
import { AccuracyTable } from './accuracy-table.tsx';
import { ChannelIndexChart } from './channel-index-chart.tsx';
import { OrderingCeiling } from './ordering-ceiling.tsx';

const whole = new Intl.NumberFormat('en-US');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const { targets, outOfTime, nameSupport } = report;

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
          5-fold cross-validation grouped by domain. Every sale is compared, at the price it was reported for,
          with our value for the channel it sold through asked in the sale's own year, exactly as the
          valuation API answers with that year as asOf: each channel's value and 80% range calibrated on the
          other groups' errors of that channel's sales (every year of sales counting alike, so one large
          year's list does not set the level for the rest), kept as close to the retail value as similar sold
          names show, and given only where that channel sells names like it. A channel's row counts the sales
          it gives a value for; it gave none for {whole.format(report.perChannel.auction.notShown)} auction
          and {whole.format(report.perChannel.brokerage.notShown)} brokered sales.
        </p>
      </div>

      <ScrollRegion label="Accuracy by sale channel">
        <AccuracyTable
          id="accuracy-by-channel"
          caption="Held-out accuracy by sale channel, grouped cross-validation"
          perChannel={report.perChannel}
          overall={report.overall}
        />
        <p className="mt-2 text-xs text-base-content/70">
          Targets: within a channel {percent(targets.withinChannelPairwiseRankScore)} of pairs in order; over
          every sale {percent(targets.pairwiseRankScore)} and Spearman {targets.spearman.toFixed(2)}; each
          range holding {percent(targets.interval80Coverage[0] ?? 0)} to{' '}
          {percent(targets.interval80Coverage[1] ?? 0)} of its sales at a median width of at most{' '}
          {targets.interval80MedianWidthRatio}x. A coin flip orders 50% of pairs.
        </p>
      </ScrollRegion>

      <div className="space-y-2" data-accuracy="support-line">
        <h3 className="text-lg font-semibold">Names no market trades</h3>
        <p className="max-w-3xl text-base-content/80">
          A name is given no number when too few reported sales are like it: when fewer than{' '}
          {(nameSupport.line * 100).toFixed(3)}% of the sales share its shape (its length, its words, the
          letters outside words, its longest run of consonants, its digits and hyphens). Among{' '}
          {whole.format(nameSupport.shapes)} such shapes, the line is set so that at least{' '}
          {percent(nameSupport.target)} of real sales keep their value; counted on sales held out of the
          counting, {percent(nameSupport.heldOutSalesValued)} of the {whole.format(nameSupport.heldOutSales)}{' '}
          do.
        </p>
      </div>

      <div className="space-y-2">
        <h3 className="text-lg font-semibold">Tested on later years</h3>
        <p className="max-w-3xl text-base-content/80">
          A model fitted only on the sales up to {outOfTime.trainedThrough} values the names first sold in{' '}
          {outOfTime.testedYears.join(' and ')}, which it never saw, in {outOfTime.trainedThrough} money (what
          the valuation would have said then, each channel's index carried flat past the data it had).
          Brokered sales up to {outOfTime.trainedThrough} are mostly the largest deals ever reported, those
          after it a yearly list of deals from about $7,000, so that row measures a change of sales list as
          much as of time.
        </p>
        <ScrollRegion label="Accuracy on later years">
          <AccuracyTable
            id="accuracy-out-of-time"
            caption={`Accuracy on ${outOfTime.testedYears.join(' and ')} sales of a model fitted up to ${outOfTime.trainedThrough}`}
            perChannel={outOfTime.perChannel}
            overall={outOfTime.overall}
          />
        </ScrollRegion>
      </div>

      <div className="space-y-2">
        <h3 className="text-lg font-semibold">Prices over time, per channel</h3>
        <p className="max-w-3xl text-base-content/80">
          Each channel has its own price index, chained from like-for-like sales of that channel: the same
          sales list in two consecutive years, each price set against our value for the name so the names' own
          qualities cancel. Lists of each year's largest deals are left out: they show how many big deals a
          year saw, not what a like name fetched. Past a channel's last year of data its index is carried
          flat, and every value says so ("auction prices as of 2020, the latest auction data"). The bars span
          two standard errors either side; the table gives one standard error and the sales of each year.
        </p>
        <ChannelIndexChart />
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
