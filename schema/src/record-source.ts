import type { RecordSource } from './contracts/record-source.ts';

/**
 * Where a stored row came from, as the `source` columns of companies, domains and sales hold
 * it: `sample` for rows the seed generated, `import:<command> <file>` for rows an importer
 * wrote (`import:listings feed.csv`). The screens label sample rows as sample data.
 */
export const SAMPLE_SOURCE = 'sample';

const IMPORT_PREFIX = 'import:';

/** The source an importer records: its command and the file's name without the folders. */
export function importSource(command: string, file: string): string {
  const name = file.split(/[\\/]/).at(-1) ?? file;
  return `${IMPORT_PREFIX}${command} ${name}`;
}

/** Reads a stored source column; anything but `sample` was written by an importer. */
export function recordSourceOf(stored: string): RecordSource {
  if (stored === SAMPLE_SOURCE) return { kind: 'sample', importedFrom: null };
  const importedFrom = stored.startsWith(IMPORT_PREFIX) ? stored.slice(IMPORT_PREFIX.length) : stored;
  return { kind: 'import', importedFrom };
}
