/**
 * The counts the About page states about the product. Each is a count of something in the
 * code or the data, kept true by a test beside what it counts: the valuation engine's
 * (worker/src/valuation/engine/about-figures.test.ts), the sales table's (about-figures.test.ts
 * here) and the seed's (seed/src/options.test.ts).
 */
export const aboutFigures = {
  /** Measurements of a name the valuation model reads for every estimate (its inputs). */
  valuationInputs: 31,
  /** Top-level domains the valuation engine values names under: IANA's list, every one. */
  valuedExtensions: 1438,
  /** Reported sales in schema/data/sales.csv, which the comparables and the model are built from. */
  reportedSales: 20_460,
  /** Companies the default seed generates for the directory: sample data. */
  sampleCompanies: 1_000_000,
} as const;
