/**
 * The rules and models behind every estimated figure, named once: the API names the method
 * in each figure's source, and the screens explain it with the same words.
 */
export const estimateMethods = {
  'valuation-model': {
    name: 'valuation model',
    howDerived:
      "Domainary's valuation model, fitted to about 20,000 reported domain sales: the typical price of names like this one, with a range that held about 80% of sales it was tested on.",
  },
  'name-scores': {
    name: 'name scores',
    howDerived:
      'Scored from the name itself: its words and how common they are, length, pronounceability, hyphens and digits, the extension, and its value against every sold name.',
  },
  'type-in-traffic': {
    name: 'type-in traffic score',
    howDerived:
      'An estimate of how many visitors the name could draw by itself (people typing it, remembering it): from how common its best-known word is and the reach of its extension, less for extra words, hyphens and digits. Not measured visits.',
  },
  'search-interest-scale': {
    name: 'search interest score',
    howDerived:
      'The estimated search interest on a 0-100 scale that grows with its logarithm: about 20 for 10 a month, 60 for 1,000, 100 for 100,000. Not measured searches.',
  },
  'word-frequency-proxy': {
    name: 'word-frequency proxy',
    howDerived:
      "Not measured searches: an estimate from how often the name's rarest word is used in film and TV subtitles (SUBTLEX-US word counts), divided for each extra word. 10^(Zipf frequency + 0.1 − 0.55 × (words − 1)), at most 100,000.",
  },
  'extension-list-price': {
    name: 'extension list price',
    howDerived:
      "A typical first-year retail price for the extension, not a registrar's quote for this name: premium names and renewals can cost more.",
  },
  'word-split': {
    name: 'word split',
    howDerived: "The words Domainary's word list finds in the name.",
  },
  'industry-lexicon': {
    name: 'industry word lists',
    howDerived: "The industry whose word list best matches the name's words.",
  },
} as const;

export type EstimateMethod = keyof typeof estimateMethods;
export const estimateMethodIds = Object.keys(estimateMethods) as [EstimateMethod, ...EstimateMethod[]];
