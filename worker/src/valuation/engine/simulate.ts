import { type ComparableSale, comparableSales } from './comparables.ts';
import { dollars } from './dollars.ts';
import { type FactorGroup, restore, setPlain } from './factor-groups.ts';
import type { Industry } from './industries.ts';
import type { ChannelValue, GivenValue, NameValuation } from './name-valuation.ts';
import {
  calibratedLog,
  gatedValue,
  ModelInputs,
  model,
  predictRow,
  retailValue,
  valueName,
} from './value-name.ts';

/** The visitor's factors in the simulator: sliders 1-100, monthly searches 0-100,000, an industry. */
export interface SimulatorFactors {
  brandability: number;
  seoValue: number;
  commercialPotential: number;
  searchVolume: number;
  industry: Industry;
}

export interface Simulation {
  estimatedValue: number;
  valueRange: { min: number; max: number };
  factors: {
    brandabilityFactor: number;
    industryFactor: number;
    lengthFactor: number;
    extensionFactor: number;
    commercialFactor: number;
  };
  breakdown: {
    baseValue: number;
    lengthValue: number;
    extensionValue: number;
    brandabilityValue: number;
    commercialValue: number;
    seoValue: number;
    searchVolumeValue: number;
    wordCountValue: number;
    specialCharacterValue: number;
    industryValue: number;
  };
  /** Auction and brokerage values beside the retail estimatedValue, moved as far as it was. */
  channels: { auction: ChannelValue; marketplace: GivenValue; brokerage: ChannelValue };
  comparableSales: Array<ComparableSale & { date: string }>;
}

/** log10 change in value per point of a slider away from the name's own score. */
const SLIDER_ELASTICITY = { brandability: 0.005, seoValue: 0.005, commercialPotential: 0.006 } as const;
/** log10 change in value per tenfold change in monthly searches. */
const VOLUME_ELASTICITY = 0.15;

/** The simulator's factors that reproduce a valuation: its own scores, searches and industry. */
export function factorsOfValuation(
  a: Pick<NameValuation, 'scores' | 'keywordVolume' | 'industry'>,
): SimulatorFactors {
  return {
    brandability: Math.max(1, a.scores.brandabilityScore),
    seoValue: Math.max(1, a.scores.seoScore),
    commercialPotential: Math.max(1, a.scores.potentialScore),
    searchVolume: a.keywordVolume,
    industry: a.industry,
  };
}

/** The simulator's factors that reproduce the name's own valuation. */
export function ownFactors(label: string, extension: string): SimulatorFactors {
  return factorsOfValuation(valueName(label, extension));
}

/** What the fitted sales say an industry's names fetch, relative to their channel's typical sale (log10). */
function industryLift(industry: Industry): number {
  return model.tables.industry.get(industry) ?? 0;
}

/**
 * The simulator's valuation: the model's own valuation of the name taken apart step by step (a
 * plain name's value, then each group of the name's own inputs restored in turn), with the
 * user's factors moving it where they differ from the name's own. Factors equal to the
 * name's own reproduce its valuation exactly.
 */
export function simulate(label: string, extension: string, user: SimulatorFactors): Simulation {
  const inputs = new ModelInputs(label, extension);
  const { f, row, logValue, shift: nameShift, group } = inputs;
  const valuation = valueName(label, extension);
  const own = factorsOfValuation(valuation);
  const x = Float64Array.from(row);
  for (const group of [
    'length',
    'words',
    'wordCount',
    'comparableSales',
    'extension',
    'keywords',
    'specialCharacters',
    'pronounceability',
  ] as FactorGroup[]) {
    setPlain(x, group);
  }
  let adjustment = 0;
  const step = (groups: FactorGroup[], userShift = 0) => {
    for (const group of groups) restore(x, row, group);
    adjustment += userShift;
    return predictRow(x) + adjustment;
  };
  const slider = (key: keyof typeof SLIDER_ELASTICITY) => SLIDER_ELASTICITY[key] * (user[key] - own[key]);
  const base = predictRow(x);
  const length = step(['length']);
  const ext = step(['extension']);
  const brand = step(['pronounceability'], slider('brandability'));
  const commercial = step(['comparableSales'], slider('commercialPotential'));
  const seo = step(['words'], slider('seoValue'));
  const volume = step(
    [],
    VOLUME_ELASTICITY * (Math.log10(1 + user.searchVolume) - Math.log10(1 + own.searchVolume)),
  );
  const wordCount = step(['wordCount']);
  const special = step(['specialCharacters']);
  const industry = step(['keywords'], industryLift(user.industry) - industryLift(own.industry));
  // The last step restores the name's own row: with its own factors, final is exactly logValue.
  const final = industry;
  // A factor is the ratio of two values the breakdown shows, each calibrated onto the typical
  // sale: raw predictions in different calibration bands would give a factor the values contradict.
  const ratio = (to: number, from: number) =>
    Math.round(10 ** (calibratedLog(to) - calibratedLog(from)) * 100) / 100;
  // The user's factors move every channel's value by the same factor as the retail value.
  const shift = final - logValue + nameShift;
  // Each step's value as the retail value would show it: calibrated onto the typical sale.
  const retailDollars = (logValue: number) => dollars(calibratedLog(logValue) + nameShift);
  const retail = retailValue(final, nameShift, group);
  return {
    estimatedValue: retail.value,
    valueRange: retail.range,
    factors: {
      brandabilityFactor: ratio(brand, ext),
      industryFactor: ratio(industry, special),
      lengthFactor: ratio(length, base),
      extensionFactor: ratio(ext, length),
      commercialFactor: ratio(commercial, brand),
    },
    breakdown: {
      baseValue: retailDollars(base),
      lengthValue: retailDollars(length),
      extensionValue: retailDollars(ext),
      brandabilityValue: retailDollars(brand),
      commercialValue: retailDollars(commercial),
      seoValue: retailDollars(seo),
      searchVolumeValue: retailDollars(volume),
      wordCountValue: retailDollars(wordCount),
      specialCharacterValue: retailDollars(special),
      industryValue: retailDollars(final),
    },
    channels: {
      auction: gatedValue(inputs, 'auction', shift),
      marketplace: retail,
      brokerage: gatedValue(inputs, 'brokerage', shift),
    },
    comparableSales: comparableSales(f, valuation.channelValues).map((s) => ({ ...s, date: String(s.year) })),
  };
}
