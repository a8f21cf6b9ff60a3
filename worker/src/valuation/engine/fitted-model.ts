import { loadTables, type StoredTables } from './encoding-tables-codec.ts';
import { compile } from './gbm.ts';
import shippedSupport from './model/name-support.json' with { type: 'json' };
import shipped from './model/valuation-model.json' with { type: 'json' };
import type { ValuationModel } from './model.ts';
import { supportTable } from './name-support.ts';

/**
 * The committed model of `npm run fit`, its tables as Maps and its trees in serving form.
 * The file holds the model as one JSON string: V8 reads it with JSON.parse at about twice the
 * speed it evaluates the same 673 kB as an object literal, and this runs at every worker start.
 */
const fitted = JSON.parse(shipped.model) as Omit<ValuationModel, 'tables'> & { tables: StoredTables };

export const model: ValuationModel = { ...fitted, tables: loadTables(fitted.tables) };
export const trees = compile(model.value);

/** How many reported sales share each shape of name, and the line below which a name gets no number. */
export const nameSupport = supportTable(shippedSupport as Parameters<typeof supportTable>[0]);
