import report from '@domainary/schema/reference/valuation-accuracy.json' with { type: 'json' };
import { CHANNEL_LABELS } from './channel-labels.ts';

const whole = new Intl.NumberFormat('en-US');
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const { targets } = report;
const CHANNELS = Object.keys(CHANNEL_LABELS) as (keyof typeof CHANNEL_LABELS)[];
/** A median log10 bias of b is a typical value 10^b times the sale price. */
const times = (log10: number) => `${(10 ** log10).toFixed(2)}x`;
const coverageOk = (c: number) =>
  c >= (targets.interval80Coverage[0] ?? 0) && c <= (targets.interval80Coverage[1] ?? 1);

type Figures = (typeof report)['overall'];

function FigureCells({ m }: { m: Figures }) {
  return (
    <>
      <td className="text-right tabular-nums">{whole.format(m.sales)}</td>
      <td className="text-right tabular-nums">{percent(m.pairwiseRankScore)}</td>
      <td className="text-right tabular-nums">{m.spearman.toFixed(2)}</td>
      <td className={`text-right tabular-nums ${coverageOk(m.interval80Coverage) ? '' : 'text-error'}`}>
        {percent(m.interval80Coverage)}
      </td>
      <td
        className={`text-right tabular-nums ${m.interval80MedianWidthRatio <= targets.interval80MedianWidthRatio ? '' : 'text-error'}`}
      >
        {Math.round(m.interval80MedianWidthRatio)}x
      </td>
      <td className="text-right tabular-nums">{times(m.medianBiasLog10)}</td>
    </>
  );
}

/** One held-out test's figures per sale channel and over every sale, as the fit report holds them. */
export function AccuracyTable({
  id,
  caption,
  perChannel,
  overall,
}: {
  id: string;
  caption: string;
  perChannel: Record<(typeof CHANNELS)[number], Figures>;
  overall: Figures;
}) {
  return (
    <table className="table table-sm" id={id}>
      <caption className="sr-only">{caption}</caption>
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
        {CHANNELS.map((channel) => (
          <tr key={channel} data-channel={channel}>
            <th scope="row">{CHANNEL_LABELS[channel].label}</th>
            <FigureCells m={perChannel[channel]} />
          </tr>
        ))}
        <tr data-channel="overall" className="font-semibold">
          <th scope="row">Every sale, at its own channel's value</th>
          <FigureCells m={overall} />
        </tr>
      </tbody>
    </table>
  );
}
