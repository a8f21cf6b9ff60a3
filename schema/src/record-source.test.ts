import { describe, expect, it } from 'vitest';
import { importSource, recordSourceOf, SAMPLE_SOURCE } from './record-source.ts';

describe('record sources', () => {
  it('name the importer and the file without its folders', () => {
    expect(importSource('listings', '/data/feeds/godaddy.csv')).toBe('import:listings godaddy.csv');
    expect(importSource('ranks', 'C:\\lists\\tranco.csv')).toBe('import:ranks tranco.csv');
  });

  it('read back as sample or import, whatever an older row holds', () => {
    expect(recordSourceOf(SAMPLE_SOURCE)).toEqual({ kind: 'sample', importedFrom: null });
    expect(recordSourceOf(importSource('companies', 'top.csv'))).toEqual({
      kind: 'import',
      importedFrom: 'companies top.csv',
    });
    // Anything but `sample` was written by an importer, even without the prefix.
    expect(recordSourceOf('sales.csv')).toEqual({ kind: 'import', importedFrom: 'sales.csv' });
  });
});
