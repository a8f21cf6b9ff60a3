import type { Domain } from '@domainary/schema/contracts/domains.ts';
import type { DomainSuggestion } from '@domainary/schema/contracts/generator.ts';
import type { SaleChance } from '@domainary/schema/contracts/sale-chance.ts';
import type { SaleChannel } from '@domainary/schema/contracts/sales.ts';
import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';

/**
 * A name's one headline figure as every surface shows it: the value in the channel it is
 * headed by, its 80% range, the estimated chance that it sells in a year, or, when the sales
 * give no number for such a name, why not.
 */
export interface Headline {
  value: number | null;
  range: { min: number; max: number } | null;
  /** Why the range is wider than usual (few reported sales shaped like the name); null otherwise. */
  rangeNote: string | null;
  channel: SaleChannel;
  saleChance: SaleChance | null;
  noValueReason: string | null;
}

/** Said when a name has no number and the answer carries no reason of its own. */
const NO_VALUE_REASON = 'Names like this rarely sell: the reported sales give no price for it';

export const headlineOfValuation = (v: ValuationResult): Headline => ({
  value: v.estimatedValue,
  range: v.valueRange,
  rangeNote: v.valueRangeNote,
  channel: v.headlineChannel,
  saleChance: v.saleChance,
  noValueReason:
    v.estimatedValue === null ? (v.channels[v.headlineChannel].noValueReason ?? NO_VALUE_REASON) : null,
});

/**
 * A stored or candidate name's headline. With no number every channel carries the same
 * reason, so the auction value's stands for the headline's.
 */
export const headlineOfDomain = (
  d: Pick<
    Domain,
    | 'estimatedValue'
    | 'estimatedValueMin'
    | 'estimatedValueMax'
    | 'headlineChannel'
    | 'saleChance'
    | 'valueRangeNote'
    | 'analysis'
  >,
): Headline => ({
  value: d.estimatedValue,
  range:
    d.estimatedValueMin === null || d.estimatedValueMax === null
      ? null
      : { min: d.estimatedValueMin, max: d.estimatedValueMax },
  rangeNote: d.valueRangeNote,
  channel: d.headlineChannel,
  saleChance: d.saleChance,
  noValueReason:
    d.estimatedValue === null ? (d.analysis.auctionValue.noValueReason ?? NO_VALUE_REASON) : null,
});

export const headlineOfSuggestion = (s: DomainSuggestion): Headline => ({
  value: s.estimatedValue,
  range: s.valueRange,
  rangeNote: null,
  channel: s.headlineChannel,
  saleChance: s.saleChance,
  noValueReason: s.estimatedValue === null ? NO_VALUE_REASON : null,
});

/** "about 0.6%", "about 12%", "under 0.1%": a yearly chance at the precision an estimate has. */
export function chanceText(perYear: number): string {
  const percent = perYear * 100;
  if (percent < 0.1) return 'under 0.1%';
  return `about ${percent < 10 ? percent.toFixed(1).replace(/\.0$/, '') : Math.round(percent)}%`;
}

/** The tooltip beside a sale chance: how it was set, its source, and what it cannot know. */
export const saleChanceHelp = (chance: SaleChance) =>
  `${chance.basis}. An estimate for names like this one, not a record of this name: it cannot know whether the name is listed for sale, or where. Source: ${chance.source}.`;
