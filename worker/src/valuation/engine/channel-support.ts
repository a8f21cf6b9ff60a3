import { model } from './fitted-model.ts';
import { compile, predict } from './gbm.ts';
import { GATED_CHANNELS, type GatedChannel, withinSupport } from './model.ts';

const shareTrees = new Map(GATED_CHANNELS.map((c) => [c, compile(model.support[c].share)]));

/** How a visitor reads a channel nobody uses for names like this one. */
const RARELY = { auction: 'Rarely sold at auction', brokerage: 'Rarely sold through brokers' } as const;
const SOLD_THROUGH = { auction: 'went to auction', brokerage: 'were brokered' } as const;

/**
 * Why a gated channel gives no value for a name (its model row at the headline channel), or
 * null when the name lies inside the channel's support: the estimated share of sold names like
 * it that went through the channel is at least what 95% of that channel's own sold names show
 * (or 10%, whichever is less).
 */
export function outsideSupport(row: Float64Array, channel: GatedChannel): string | null {
  const { minShare } = model.support[channel];
  const share = predict(shareTrees.get(channel) as ReturnType<typeof compile>, row);
  if (withinSupport(share, minShare)) return null;
  return `${RARELY[channel]}: ${percent(share)} of reported sales of names like this one ${SOLD_THROUGH[channel]}`;
}

function percent(share: number): string {
  const p = Math.max(0, share) * 100;
  // Whole percents would round a share just under the line up to it ("about 10%" refused at 10%).
  return p < 1 ? 'under 1%' : `about ${p < 10 ? p.toFixed(1) : Math.round(p)}%`;
}
