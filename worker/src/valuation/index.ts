/** The valuation engine and its money as other features use them: values, name features, industries, the market index and the estimate sources. */
export { comparableSales } from './engine/comparables.ts';
export { type NameValuation, valueName } from './engine/index.ts';
export { INDUSTRIES, INDUSTRY_KEYWORDS, type Industry, industriesOfWord } from './engine/industries.ts';
export { zipfOf } from './engine/lexicon.ts';
export { asOfShift, marketIndexOn } from './engine/market-index.ts';
export { storedNameFigures } from './engine/value-name.ts';
export { breakWords } from './engine/word-break.ts';
export { estimated, estimateSources, SAMPLE, unknownBecause } from './estimate-sources.ts';
export { askedYear, valuationMoney } from './valuation-money.ts';
