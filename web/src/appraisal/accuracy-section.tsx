import report from '../../../worker/src/intel/model/fit-report.json' with { type: 'json' };

const whole = new Intl.NumberFormat('en-US');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const full = report.variants.full;
const nameOnly = report.variants.name;
const baseline = report.variants.baseline;
/** A median absolute log10 error of e is a typical miss by a factor of 10^e. */
const typicalMiss = (10 ** full.medianAbsLog10Error).toFixed(1);

/**
 * "How accurate is this?": the held-out figures of the committed fit report (written by
 * `npm run fit`, imported at build time so the page and the model never disagree).
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
          5-fold cross-validation grouped by domain. The 80% ranges are calibrated on the other groups'
          errors, not set to a fixed percentage.
        </p>
      </div>

      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-box bg-base-200 p-4">
          <dt className="text-sm text-base-content/70">Pairs of sales put in the right order</dt>
          <dd className="text-3xl font-bold tabular-nums">{percent(full.pairwiseRankScore)}</dd>
          <dd className="text-xs text-base-content/70">
            target {percent(report.targets.pairwiseRankScore)}; a coin flip is 50%
          </dd>
        </div>
        <div className="rounded-box bg-base-200 p-4">
          <dt className="text-sm text-base-content/70">Rank correlation (Spearman)</dt>
          <dd className="text-3xl font-bold tabular-nums">{full.spearman.toFixed(2)}</dd>
          <dd className="text-xs text-base-content/70">
            target {report.targets.spearman.toFixed(2)}; 1 is a perfect order
          </dd>
        </div>
        <div className="rounded-box bg-base-200 p-4">
          <dt className="text-sm text-base-content/70">Sales inside their 80% range</dt>
          <dd className="text-3xl font-bold tabular-nums">{percent(full.interval80Coverage)}</dd>
          <dd className="text-xs text-base-content/70">
            target {percent(report.targets.interval80Coverage[0] ?? 0)} to{' '}
            {percent(report.targets.interval80Coverage[1] ?? 0)}
          </dd>
        </div>
        <div className="rounded-box bg-base-200 p-4">
          <dt className="text-sm text-base-content/70">Typical miss / median range width</dt>
          <dd className="text-3xl font-bold tabular-nums">
            {typicalMiss}x / {Math.round(full.interval80MedianWidthRatio)}x
          </dd>
          <dd className="text-xs text-base-content/70">
            half the sales land within {typicalMiss} times their value; a range's top is{' '}
            {Math.round(full.interval80MedianWidthRatio)} times its bottom
          </dd>
        </div>
      </dl>

      <div className="space-y-3 text-base-content/80">
        <h3 className="text-lg font-semibold text-base-content">What to keep in mind</h3>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Where a name sells matters as much as the name.</strong> The same name fetches less at an
            auction between investors than through a broker. The model knows each sale's channel, and much of
            its accuracy comes from that: from the name alone it orders {percent(nameOnly.pairwiseRankScore)}{' '}
            of pairs (Spearman {nameOnly.spearman.toFixed(2)}), against {percent(baseline.pairwiseRankScore)}{' '}
            for a plain model on length, word count, digits, hyphens and extension. The headline value is the
            marketplace value; auction and broker values are shown beside it.
          </li>
          <li>
            <strong>Reported sales lean large.</strong> Press-reported and brokered sales are published
            because they are big, so the top of the market is over-represented, and names that never sell are
            not in the data at all. A value says what a name would fetch if it sold, not that it will sell.
          </li>
          <li>
            <strong>Ranges are wide on purpose.</strong> Two similar names can sell ten times apart. The 80%
            range is what the test supports; a single number without one would claim more than anyone knows.
          </li>
        </ul>
        <p className="text-sm">
          By channel, on held-out sales: auctions {percent(report.perChannel.auction.pairwiseRankScore)} of
          pairs in order ({whole.format(report.perChannel.auction.sales)} sales), marketplaces{' '}
          {percent(report.perChannel.marketplace.pairwiseRankScore)} (
          {whole.format(report.perChannel.marketplace.sales)}), brokerage{' '}
          {percent(report.perChannel.brokerage.pairwiseRankScore)} (
          {whole.format(report.perChannel.brokerage.sales)}).
        </p>
      </div>
    </section>
  );
}
