import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AccuracyReport, accuracyTables, withTables } from './doc-tables.ts';

const root = path.resolve(import.meta.dirname, '../..');
const page = readFileSync(path.join(root, 'docs/valuation.md'), 'utf8');
const report: AccuracyReport = JSON.parse(
  readFileSync(path.join(root, 'schema/src/reference/valuation-accuracy.json'), 'utf8'),
);

describe('the generated tables of docs/valuation.md', () => {
  it('say what the fit report says (run `node worker/fit/write-doc-tables.ts` after a fit)', () => {
    expect(withTables(page, accuracyTables(report))).toBe(page);
  });

  it('are all present in the page', () => {
    for (const name of accuracyTables(report).keys()) expect(page).toContain(`<!-- generated:${name} -->`);
  });

  it('refuse a marker with no table', () => {
    expect(() => withTables('<!-- generated:nothing -->\n<!-- end generated -->', new Map())).toThrow(
      /nothing/,
    );
  });
});
