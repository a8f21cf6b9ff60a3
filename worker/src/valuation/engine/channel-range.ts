import type { Channel } from './features.ts';
import { bandOf, type ValuationModel } from './model.ts';

/** The headline value: what the name would fetch listed on a marketplace (retail). */
export const HEADLINE: Channel = 'marketplace';

type LogRange = [lower: number, value: number, upper: number];

/** A channel's log10 value from the trees' log10 prediction: moved by its band's median held-out error. */
export function calibratedValue(
  interval: ValuationModel['interval'],
  logValue: number,
  channel: Channel,
): number {
  const { bandEdges, cells } = interval[channel];
  return logValue + (cells[bandOf(bandEdges, logValue)] as LogRange)[1];
}

/**
 * A channel's log10 value and 80% range from the trees' log10 prediction, as its held-out errors
 * calibrate them: the value from the band's median error, the range from that of the name's
 * range group (see rangeGroupOf).
 */
export function calibratedRange(
  interval: ValuationModel['interval'],
  logValue: number,
  channel: Channel,
  group: number,
): LogRange {
  const { bandEdges, groupRanges } = interval[channel];
  const [lo, hi] = (groupRanges[bandOf(bandEdges, logValue)] as Array<[number, number]>)[group] as [
    number,
    number,
  ];
  return [logValue + lo, calibratedValue(interval, logValue, channel), logValue + hi];
}

/**
 * The log10 shift that keeps a channel's value within what sold names of similar headline value
 * show: its gap from the headline inside the range where most of that channel's sales of such
 * names lie from their own headline (widened to take in the headline itself). Zero when the
 * trees' gap already lies inside.
 */
function spreadCorrection(
  spread: ValuationModel['spread'],
  headlineLog: number,
  channelLog: number,
  channel: Channel,
): number {
  const [least, greatest] = spread.gap[channel][bandOf(spread.bandEdges, headlineLog)] as [number, number];
  const gap = channelLog - headlineLog;
  const bounded = Math.min(Math.max(gap, Math.min(0, least)), Math.max(0, greatest));
  return bounded - gap;
}

/**
 * A channel's calibrated log10 value and 80% range from the trees' predictions of the name in
 * that channel and at the headline channel, its spread from the calibrated headline kept
 * within what sold names of that value show. The one rule the API serves and the fit measures.
 */
export function boundedRange(
  calibration: Pick<ValuationModel, 'interval' | 'spread'>,
  channelPrediction: number,
  headlinePrediction: number,
  channel: Channel,
  group: number,
): LogRange {
  const [lo, value, hi] = calibratedRange(calibration.interval, channelPrediction, channel, group);
  const headline = calibratedValue(calibration.interval, headlinePrediction, HEADLINE);
  const correction = spreadCorrection(calibration.spread, headline, value, channel);
  return [lo + correction, value + correction, hi + correction];
}
