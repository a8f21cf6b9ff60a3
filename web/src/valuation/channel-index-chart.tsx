import report from '@domainary/schema/reference/valuation-accuracy.json' with { type: 'json' };
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { ChartAxes, type ChartMargin } from '../charts/chart-axes.tsx';
import { ChartSvg } from '../charts/chart-svg.tsx';
import { useChartWidth } from '../charts/use-chart-width.ts';
import { ScrollRegion } from '../ui/scroll-region.tsx';

const CHANNELS = ['auction', 'marketplace', 'brokerage'] as const;
type Channel = (typeof CHANNELS)[number];
const STROKES: Record<Channel, string> = {
  auction: 'stroke-primary',
  marketplace: 'stroke-secondary',
  brokerage: 'stroke-accent',
};
const margin: ChartMargin = { top: 16, right: 20, bottom: 32, left: 48 };
const HEIGHT = 260;
/** Error bars span two standard errors either side: about a 95% interval. */
const SPAN_SE = 2;
const indexes = report.priceIndexes;
const whole = new Intl.NumberFormat('en-US');
const level = (v: number) => v.toFixed(2);

/** One standard error of the level (the index file holds it in log10), or a mark where nothing measured it. */
function errorText(se: number | null, index: number): string {
  if (se === null) return ' *';
  return se === 0 ? '' : ` ± ${level(se * Math.LN10 * index)}`;
}

/** The years drawn: from the first year with auction or marketplace sales to the last year of any channel. */
const firstShown = Math.min(indexes.auction.firstYear, indexes.marketplace.firstYear);
const lastShown = Math.max(...CHANNELS.map((c) => indexes[c].lastYear));
const shownYears = Array.from({ length: lastShown - firstShown + 1 }, (_, k) => firstShown + k);

function pointOf(channel: Channel, year: number) {
  const { firstYear, lastYear, years } = indexes[channel];
  const held = Math.min(lastYear, Math.max(firstYear, year));
  return years.find((y) => y.year === held) ?? { year: held, index: 1, se: null, sales: 0 };
}

/**
 * Each channel's price index, drawn over its years of data with two standard errors either
 * side and dashed where it is carried flat past the channel's last year; beneath it a table of
 * every year's level, error and sales count.
 */
export function ChannelIndexChart() {
  const { ref, width } = useChartWidth(640);
  const xScale = scalePoint({
    domain: shownYears.map(String),
    range: [margin.left, width - margin.right],
    padding: 0.3,
  });
  const extent = CHANNELS.flatMap((c) =>
    indexes[c].years
      .filter((y) => y.year >= firstShown)
      .flatMap((y) => [y.index * 10 ** (SPAN_SE * (y.se ?? 0)), y.index * 10 ** (-SPAN_SE * (y.se ?? 0))]),
  );
  const yScale = scaleLinear({
    domain: [Math.min(0.5, ...extent), Math.max(1.5, ...extent)],
    range: [HEIGHT - margin.bottom, margin.top],
    nice: true,
  });
  const x = (year: number) => xScale(String(year)) ?? 0;
  const summary = CHANNELS.map((c) => {
    const { firstYear, lastYear } = indexes[c];
    const from = pointOf(c, Math.max(firstYear, firstShown));
    return `${c}: ${level(from.index)} in ${from.year}, 1 in ${lastYear} (its latest data)${lastYear < lastShown ? `, carried flat after ${lastYear}` : ''}`;
  }).join('; ');
  return (
    <div className="space-y-3">
      <ChartSvg
        measureRef={ref}
        width={width}
        height={HEIGHT}
        title="Price index per sale channel, 1 at each channel's latest year of data"
        summary={summary}
      >
        <ChartAxes
          xScale={xScale}
          yScale={yScale}
          width={width}
          height={HEIGHT}
          margin={margin}
          formatY={level}
          xTickEvery={2}
        />
        {CHANNELS.map((c) => {
          const { firstYear, lastYear } = indexes[c];
          const measured = shownYears.filter((y) => y >= firstYear && y <= lastYear);
          const carried = shownYears.filter((y) => y >= lastYear);
          return (
            <g key={c} data-channel={c}>
              <LinePath
                data={measured}
                x={x}
                y={(y) => yScale(pointOf(c, y).index)}
                className={`fill-none ${STROKES[c]}`}
                strokeWidth={2.5}
              />
              {carried.length > 1 && (
                <LinePath
                  data={carried}
                  x={x}
                  y={(y) => yScale(pointOf(c, y).index)}
                  className={`fill-none ${STROKES[c]}`}
                  strokeWidth={1.5}
                  strokeDasharray="4 4"
                />
              )}
              {measured.map((y) => {
                const p = pointOf(c, y);
                if (p.se === null || p.se === 0) return null;
                return (
                  <line
                    key={y}
                    x1={x(y)}
                    x2={x(y)}
                    y1={yScale(p.index * 10 ** (SPAN_SE * p.se))}
                    y2={yScale(p.index * 10 ** (-SPAN_SE * p.se))}
                    className={STROKES[c]}
                    strokeWidth={1}
                  />
                );
              })}
            </g>
          );
        })}
      </ChartSvg>
      <ul className="flex flex-wrap gap-4 text-xs text-base-content/80">
        {CHANNELS.map((c) => (
          <li key={c} className="flex items-center gap-1">
            <svg width="16" height="4" aria-hidden="true">
              <line x1="0" y1="2" x2="16" y2="2" className={STROKES[c]} strokeWidth={3} />
            </svg>
            {c} (data {indexes[c].firstYear}–{indexes[c].lastYear})
          </li>
        ))}
      </ul>
      <ScrollRegion label="Price index by year">
        <table className="table table-xs" id="price-index-by-channel">
          <caption className="sr-only">
            Price index per channel by year, with its error and sales count
          </caption>
          <thead className="text-base-content/80">
            <tr>
              <th scope="col">Year</th>
              {CHANNELS.map((c) => (
                <th key={c} scope="col" className="text-right">
                  {c}: index ± error (sales)
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownYears.map((year) => (
              <tr key={year}>
                <th scope="row">{year}</th>
                {CHANNELS.map((c) => {
                  const { firstYear, lastYear } = indexes[c];
                  const p = pointOf(c, year);
                  const inData = year >= firstYear && year <= lastYear;
                  return (
                    <td key={c} className="text-right tabular-nums">
                      {inData
                        ? `${level(p.index)}${errorText(p.se, p.index)} (${whole.format(p.sales)})`
                        : `${level(p.index)} carried from ${lastYear}`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-base-content/70">
          Index ± one standard error (sales reported that year). * No like-for-like link measured any change
          between that year and the channel's latest: the level is carried, not measured.
        </p>
      </ScrollRegion>
    </div>
  );
}
