import { rebuildSalePriceListsStatements } from '@domainary/schema/sale-price-lists.ts';
import { sales } from '@domainary/schema/tables/index.ts';
import { saleEstimate } from '@domainary/worker/valuation/engine/index.ts';
import type { Dataset } from './dataset.ts';
import { loadSales } from './sales-data.ts';

/**
 * The real reported sales: comparables for the simulator, the engine's calibration data and
 * the sales explorer, each beside the engine's value for the channel it sold in. All of them
 * ship whatever the number of companies.
 */
export const salesDataset: Dataset = {
  name: 'sales',
  tables: [sales],
  // The sales search's precomputed price lists follow the sales.
  afterLoad: rebuildSalePriceListsStatements,
  estimateRows: () => loadSales().length,
  generate(context) {
    loadSales().forEach((sale, i) => {
      context.emit(sales, {
        id: i + 1,
        ...sale,
        estimateUsd: saleEstimate(sale.label, sale.extension, sale.channel),
      });
    });
  },
};
