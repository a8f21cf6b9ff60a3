import { domains } from '@domainary/schema/tables/index.ts';
import type { Dataset } from '../dataset.ts';
import { epochDay } from '../shared/dates.ts';
import { domainRow, type RowValuation, storedValue } from '../shared/domain-row.ts';
import { valueSeedName } from '../shared/seed-valuation.ts';
import { soldNameFacts } from './sold-name-facts.ts';
import { soldNames } from './sold-names.ts';

/**
 * The sold names' valuations do not depend on the options, so a process that seeds more than
 * once (the seed's tests) values each name once.
 */
const valuations = new Map<number, RowValuation>();

function valuationOf(n: number, label: string, extension: string): RowValuation {
  let known = valuations.get(n);
  if (!known) {
    const { estimatedValue, valueRange, scores, words, industry, keywordVolume } = valueSeedName(
      label,
      extension,
    );
    known = { label, extension, estimatedValue, valueRange, scores, words, industry, keywordVolume };
    valuations.set(n, known);
  }
  return known;
}

/**
 * Every name the sales table reports sold, registered, whatever the number of companies.
 * It runs first, so its names are claimed before the directory and the aftermarket draw
 * theirs: no other dataset seeds a sold name, and these rules alone keep the seed to the
 * sales table.
 */
export const soldNamesDataset: Dataset = {
  name: 'sold names',
  tables: [domains],
  estimateRows: () => soldNames().length,
  splits: true,
  generate(context) {
    const asOfDay = epochDay(context.options.asOf);
    soldNames().forEach((name, n) => {
      // Names are unique in the list, so the claim only fails if a dataset ran before this one.
      if (!context.claimDomain(name.label, name.extension)) return;
      const id = context.nextId(domains);
      if (!context.owns(n)) return;
      const valuation = valuationOf(n, name.label, name.extension);
      const facts = soldNameFacts(name, storedValue(valuation), context.random('sold-name', n), asOfDay, id);
      context.emit(domains, domainRow(facts, valuation));
    });
  },
};
