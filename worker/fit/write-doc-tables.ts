// Rewrites the generated tables of docs/valuation.md from the fit's report; `npm run fit` runs it last.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AccuracyReport, accuracyTables, withTables } from './doc-tables.ts';

const root = path.resolve(import.meta.dirname, '../..');
const pagePath = path.join(root, 'docs/valuation.md');
const report: AccuracyReport = JSON.parse(
  readFileSync(path.join(root, 'schema/src/reference/valuation-accuracy.json'), 'utf8'),
);
writeFileSync(pagePath, withTables(readFileSync(pagePath, 'utf8'), accuracyTables(report)));
console.log('docs: rewrote the generated tables of docs/valuation.md');
