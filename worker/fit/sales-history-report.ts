import { type Columns, type Dataset, outOfFold } from './cross-validate.ts';
import { withinChannelPairs } from './learning-curve.ts';
import { SALES_HISTORY_FEATURES, salesHistoryFeatures } from './sales-history.ts';
import type { TreeParams } from './train-trees.ts';

/**
 * The same cross-validation with the sales-history family appended to every row: within-channel
 * pairs before and after, and how many sales each feature has anything to say about.
 */
export function measureSalesHistory(
  data: Dataset,
  columns: Columns,
  params: TreeParams,
  before: Float64Array,
) {
  const extra = salesHistoryFeatures(data.sales, data.features, data.logPrice);
  const after = outOfFold({ ...data, extra }, columns, params);
  const covered = (count: number) => extra.filter((x) => (x[count] as number) > 0).length;
  return {
    features: [...SALES_HISTORY_FEATURES],
    salesWithOwnEarlierSale: covered(1),
    salesWithLabelElsewhere: covered(3),
    salesWithEarlierWordSales: covered(5),
    withinChannelPairsBefore: withinChannelPairs(data, before),
    withinChannelPairsAfter: withinChannelPairs(data, after),
  };
}
