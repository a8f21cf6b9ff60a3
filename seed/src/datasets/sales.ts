import { sales } from '../../../schema/src/tables/index.ts';
import type { Dataset } from './dataset.ts';
import { loadSales } from './sales-data.ts';

/** The real reported sales: comparables for the simulator and the engine's calibration data. */
export const salesDataset: Dataset = {
  name: 'sales',
  tables: [sales],
  estimateRows: () => loadSales().length,
  generate(context) {
    loadSales().forEach((sale, i) => {
      context.emit(sales, { id: i + 1, ...sale });
    });
  },
};
