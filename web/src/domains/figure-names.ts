import { estimateMethods } from '@domainary/schema/reference/estimate-methods.ts';

/**
 * The names of the figures that are easiest to misread, with how each is derived: the two
 * traffic figures measure different things, and none of the three is measured traffic.
 */
export const figureNames = {
  keywordVolume: {
    label: 'Est. search interest',
    help: estimateMethods['word-frequency-proxy'].howDerived,
  },
  trafficScore: {
    label: 'Type-in traffic',
    help: estimateMethods['type-in-traffic'].howDerived,
  },
  trafficPotential: {
    label: 'Search interest',
    help: estimateMethods['search-interest-scale'].howDerived,
  },
} as const;

const whole = new Intl.NumberFormat('en-US');

/** The estimated search interest in words: the proxy gives nothing for a name with a word outside the word list. */
export const searchInterestText = (volume: number) =>
  volume > 0
    ? `about ${whole.format(volume)} a month`
    : 'none estimated (not every word is in the word list)';
